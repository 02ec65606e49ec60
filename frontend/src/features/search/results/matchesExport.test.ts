import { describe, expect, it } from 'vitest';
import { matchesExport } from './matchesExport';

describe('matchesExport', () => {
  it("exports the matches of the body's query from the indices searched, big numbers exact", () => {
    const searchQuery =
      '{"query": {"term": {"id": 9007199254740993}}, "size": 10, "from": 20, "sort": []}';
    expect(matchesExport({ indices: ['logs-1', 'logs-2'], searchQuery })).toEqual({
      index: 'logs-1,logs-2',
      query: '{"term":{"id":9007199254740993}}',
    });
  });

  it('exports every document of every index when the search names neither', () => {
    expect(matchesExport({ indices: ' ', searchQuery: '{"size": 10}' })).toEqual({ index: '*' });
    expect(matchesExport({ indices: [], searchQuery: '{}' })).toEqual({ index: '*' });
  });

  it('offers no export while the query does not parse', () => {
    expect(matchesExport({ indices: '*', searchQuery: '{"query": ' })).toBeNull();
  });
});
