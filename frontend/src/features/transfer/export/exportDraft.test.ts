import { describe, expect, it } from 'vitest';
import { ndjsonWriter } from '../../../lib/transfer/ndjsonWriter';
import { draftSetup, initialDraft, offeredColumns, type ExportDraft } from './exportDraft';
import { formatWriter, sourceFields } from './exportFormat';
import { defaultFileName, exportSearch, readQueryText, sinkOptions } from './exportSetup';

const FIELDS = ['user.name', 'tags', 'geo.lat'];

const draft = (changes: Partial<ExportDraft> = {}): ExportDraft => ({
  ...initialDraft('logs-*', ''),
  ...changes,
});

describe('the export form', () => {
  it('exports every document of the index as NDJSON by default, named after the index', () => {
    const result = draftSetup(draft(), FIELDS);
    if (!('setup' in result)) throw new Error(result.problem);
    expect(result.setup).toMatchObject({
      index: 'logs-*',
      query: undefined,
      format: { kind: 'ndjson', index: false, id: false },
      slices: 1,
      pageSize: 1000,
      fileName: 'logs',
      partBytes: 100_000_000,
    });
    expect(exportSearch(result.setup)).toEqual({
      index: 'logs-*',
      query: undefined,
      size: 1000,
      keepAlive: '5m',
      source: undefined,
    });
  });

  it('asks for an index, a query that is a JSON object, CSV columns and a file name', () => {
    expect(draftSetup(draft({ index: ' ' }), FIELDS)).toEqual({ problem: 'index' });
    expect(draftSetup(draft({ queryText: '{"term": ' }), FIELDS)).toEqual({ problem: 'query' });
    expect(draftSetup(draft({ queryText: '[1]' }), FIELDS)).toEqual({ problem: 'query' });
    const noColumns = draft({ kind: 'csv', csv: { ...draft().csv, columns: [] } });
    expect(draftSetup(noColumns, FIELDS)).toEqual({ problem: 'columns' });
    expect(draftSetup(draft({ fileName: '' }), FIELDS)).toEqual({ problem: 'fileName' });
  });

  it("writes a CSV of every mapped field until the user chooses, and asks the cluster only for the columns' fields", () => {
    const all = draftSetup(draft({ kind: 'csv' }), FIELDS);
    if (!('setup' in all)) throw new Error(all.problem);
    expect(all.setup.format).toMatchObject({ kind: 'csv', columns: FIELDS });
    const chosen = draftSetup(
      draft({ kind: 'csv', csv: { ...draft().csv, columns: ['_id', 'tags'] } }),
      FIELDS,
    );
    if (!('setup' in chosen)) throw new Error(chosen.problem);
    expect(sourceFields(chosen.setup.format)).toEqual(['tags']);
    expect(exportSearch(chosen.setup).source).toEqual(['tags']);
    expect(formatWriter(chosen.setup.format).head).toBe('_id,tags\r\n');
    expect(offeredColumns(FIELDS)).toEqual(['_index', '_id', ...FIELDS]);
  });

  it('asks whole documents when the columns hold every field: picking them all out costs the cluster more', () => {
    const every = draftSetup(
      draft({ kind: 'csv', csv: { ...draft().csv, columns: ['_id', ...FIELDS].reverse() } }),
      FIELDS,
    );
    if (!('setup' in every)) throw new Error(every.problem);
    expect(exportSearch(every.setup).source).toBeUndefined();
    const byDefault = draftSetup(draft({ kind: 'csv' }), FIELDS);
    if (!('setup' in byDefault)) throw new Error(byDefault.problem);
    expect(exportSearch(byDefault.setup).source).toBeUndefined();
    const allButOne = draftSetup(
      draft({ kind: 'csv', csv: { ...draft().csv, columns: FIELDS.slice(1) } }),
      FIELDS,
    );
    if (!('setup' in allButOne)) throw new Error(allButOne.problem);
    expect(exportSearch(allButOne.setup).source).toEqual(FIELDS.slice(1));
  });

  it('reads the query as an object, or the query of a whole search body', () => {
    expect(readQueryText('')).toEqual({ ok: true });
    expect(readQueryText('{"match_all": {}}')).toEqual({ ok: true, query: { match_all: {} } });
    expect(readQueryText('{"query": {"term": {"a": 1}}}')).toEqual({
      ok: true,
      query: { term: { a: 1 } },
    });
    expect(readQueryText('{"a": }')).toEqual({
      ok: false,
      problem: { kind: 'syntax', position: 6 },
    });
  });

  it('names the file after the index, without what a file name cannot hold', () => {
    expect(defaultFileName('logs-*,metrics')).toBe('logs_metrics');
    expect(defaultFileName('*')).toBe('export');
    expect(defaultFileName('.ds-logs-2026.01.01-000001')).toBe('.ds-logs-2026.01.01-000001');
  });

  it('writes a resumed export to a new file named after the documents before it', () => {
    const result = draftSetup(draft({ kind: 'bulk' }), FIELDS);
    if (!('setup' in result)) throw new Error(result.problem);
    expect(sinkOptions(result.setup, '')).toMatchObject({ name: 'logs', extension: 'ndjson' });
    expect(sinkOptions(result.setup, '', 4000).name).toBe('logs.from-4000');
    const hit = { _index: 'logs-1', _id: 'a', _source: { n: 1 } };
    expect(formatWriter(result.setup.format).page([hit])).toBe(
      '{"index":{"_index":"logs-1","_id":"a"}}\n{"n":1}\n',
    );
    expect(ndjsonWriter().page([hit])).toBe('{"n":1}\n');
  });
});
