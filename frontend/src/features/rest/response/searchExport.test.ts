import { describe, expect, it } from 'vitest';
import { searchExportOf } from './searchExport';

const request = (method: string, path: string, body = '') => ({ method, path, body });

describe('searchExportOf', () => {
  it("exports the matches of a search's body query from the indices of its path", () => {
    const body = '{"query": {"term": {"id": 9007199254740993}}, "size": 5}';
    expect(searchExportOf(request('POST', '/logs-*,metrics/_search', body))).toEqual({
      index: 'logs-*,metrics',
      query: '{"term":{"id":9007199254740993}}',
    });
    expect(searchExportOf(request('GET', 'my%20index/_search/'))).toEqual({ index: 'my index' });
  });

  it('reads the q parameter as a query string, and a search without index as every index', () => {
    expect(searchExportOf(request('GET', '_search?q=status:404&size=1'))).toEqual({
      index: '*',
      query: '{"query_string":{"query":"status:404"}}',
    });
    expect(searchExportOf(request('POST', '/_search', '{"size": 0}'))).toEqual({ index: '*' });
    expect(searchExportOf(request('POST', '_all/_search'))).toEqual({ index: '*' });
  });

  it('offers nothing for other requests, nor for a body that is not JSON', () => {
    expect(searchExportOf(request('GET', '_cat/indices'))).toBeNull();
    expect(searchExportOf(request('DELETE', 'logs/_search'))).toBeNull();
    expect(searchExportOf(request('POST', '_search/scroll'))).toBeNull();
    expect(searchExportOf(request('POST', 'logs/_doc/_search'))).toBeNull();
    expect(searchExportOf(request('POST', '_all_things/_search'))).toBeNull();
    expect(searchExportOf(request('POST', 'logs/_search', '{"query": '))).toBeNull();
  });
});
