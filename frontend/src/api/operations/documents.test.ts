import { afterEach, describe, expect, it, vi } from 'vitest';
import { LosslessNumber } from '../../lib/json';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import {
  deleteDocument,
  docsBulkDelete,
  documentRefFromRowKey,
  getDocument,
  indexDocument,
  rowKey,
  search,
  searchTotal,
} from './documents';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HITS = { took: 1, hits: { total: { value: 0 }, hits: [] } };

describe('search', () => {
  it('POSTs the query to {indices}/_search', async () => {
    const body = { query: { query_string: { query: '*' } }, size: 10, from: 0, sort: [] };
    expect(
      await captureRequests(() => search(TEST_TARGET, ['logs', 'metrics-*'], body), HITS),
    ).toEqual([expected('POST', 'logs,metrics-*/_search', JSON.stringify(body))]);
  });

  it('POSTs to _search when no index is given', async () => {
    expect(await captureRequests(() => search(TEST_TARGET, undefined, { size: 1 }), HITS)).toEqual([
      expected('POST', '_search', '{"size":1}'),
    ]);
    expect(await captureRequests(() => search(TEST_TARGET, ' ', { size: 1 }), HITS)).toEqual([
      expected('POST', '_search', '{"size":1}'),
    ]);
  });

  it('reads the total in both shapes', () => {
    expect(searchTotal({ hits: { total: 7, hits: [] } })).toBe(7);
    expect(searchTotal({ hits: { total: { value: 10000, relation: 'gte' }, hits: [] } })).toBe(
      10000,
    );
    expect(searchTotal({ hits: { hits: [] } })).toBe(0);
  });
});

describe('single documents', () => {
  it("getDocument GETs {index}/{type}/{id}, type '_doc' by default", async () => {
    expect(
      await captureRequests(() => getDocument(TEST_TARGET, { index: 'logs', id: 'a/b#c' })),
    ).toEqual([expected('GET', 'logs/_doc/a%2Fb%23c')]);
  });

  it('getDocument sends the routing when the document has one', async () => {
    expect(
      await captureRequests(() =>
        getDocument(TEST_TARGET, { index: 'logs', type: 'event', id: '1', routing: 'u&1' }),
      ),
    ).toEqual([expected('GET', 'logs/event/1?routing=u%261')]);
  });

  it('indexDocument PUTs the source with refresh, big numbers exact', async () => {
    const source = { id: new LosslessNumber('9007199254740993'), msg: 'ü' };
    expect(
      await captureRequests(() =>
        indexDocument(TEST_TARGET, { index: 'logs', id: '1', routing: 'r' }, source),
      ),
    ).toEqual([
      expected('PUT', 'logs/_doc/1?refresh=true&routing=r', '{"id":9007199254740993,"msg":"ü"}'),
    ]);
  });

  it('deleteDocument DELETEs with refresh', async () => {
    expect(
      await captureRequests(() => deleteDocument(TEST_TARGET, { index: 'logs', id: '1' })),
    ).toEqual([expected('DELETE', 'logs/_doc/1?refresh=true')]);
  });
});

describe('bulk delete', () => {
  it('POSTs CRLF-separated delete lines ending with a line break, with refresh', async () => {
    const refs = [
      documentRefFromRowKey('logs####_doc####1'),
      { index: 'm', id: '2', routing: 'r' },
    ];
    expect(
      await captureRequests(() => docsBulkDelete(TEST_TARGET, refs), { errors: false, items: [] }),
    ).toEqual([
      expected(
        'POST',
        '_bulk?refresh=true',
        '{"delete":{"_index":"logs","_id":"1"}}\r\n{"delete":{"_index":"m","_id":"2","routing":"r"}}\r\n',
      ),
    ]);
  });

  it('reads row keys back, even for ids containing the separator', () => {
    const ref = { index: 'logs', type: '_doc', id: 'a####b' };
    expect(rowKey(ref)).toBe('logs####_doc####a####b');
    expect(documentRefFromRowKey(rowKey(ref))).toEqual(ref);
  });
});
