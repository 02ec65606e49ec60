import { describe, expect, it } from 'vitest';
import { parseJson } from '../json';
import { ORDER_HITS } from './exportHits.fixture';
import { bulkWriter, ndjsonWriter } from './ndjsonWriter';

const lines = (text: string) => text.split('\n');

describe('ndjsonWriter', () => {
  it('writes each source on one line, big numbers digit for digit', () => {
    const writer = ndjsonWriter();
    const text = writer.page(ORDER_HITS);
    expect(writer.head).toBe('');
    expect(lines(text)).toHaveLength(ORDER_HITS.length + 1);
    expect(text.endsWith('\n')).toBe(true);
    const [first, second, , missing] = lines(text);
    expect(first).toContain('"tracking":12345678901234567890');
    expect(first).toContain('"note":"ring the bell\\nthen wait, please"');
    expect(JSON.parse(first)).toMatchObject({
      customer: { name: 'Zoë "Zee" Ångström', address: { city: 'Malmö' } },
      tags: ['gift', 'express'],
    });
    expect(JSON.parse(second)).toEqual(ORDER_HITS[1]._source);
    expect(missing).toBe('{}');
  });

  it('puts _index and _id first when asked, and the source after them', () => {
    const text = ndjsonWriter({ index: true, id: true }).page(ORDER_HITS.slice(2, 3));
    expect(Object.keys(JSON.parse(text) as object).slice(0, 3)).toEqual([
      '_index',
      '_id',
      '@timestamp',
    ]);
    expect(JSON.parse(text)).toMatchObject({
      _index: 'orders-2026.12',
      _id: 'C3',
      'customer.name': '李小龍',
    });
    expect(JSON.parse(ndjsonWriter({ id: true }).page(ORDER_HITS.slice(3)))).toEqual({ _id: 'D4' });
  });

  it('gives the same file page by page as in one go', () => {
    const writer = ndjsonWriter({ id: true });
    const paged = ORDER_HITS.map((hit) => writer.page([hit])).join('');
    expect(paged).toBe(ndjsonWriter({ id: true }).page(ORDER_HITS));
    expect(writer.page([])).toBe('');
  });
});

describe('bulkWriter', () => {
  it('writes an action line naming index and id before each source', () => {
    const text = bulkWriter().page(ORDER_HITS);
    const body = lines(text);
    expect(body).toHaveLength(ORDER_HITS.length * 2 + 1);
    expect(body.at(-1)).toBe('');
    expect(JSON.parse(body[0])).toEqual({ index: { _index: 'orders-2026.11', _id: 'A1' } });
    expect(body[1]).toContain('12345678901234567890');
    expect(parseJson(body[1])).toEqual(ORDER_HITS[0]._source);
    expect(JSON.parse(body[4])).toEqual({ index: { _index: 'orders-2026.12', _id: 'C3' } });
    expect(body[7]).toBe('{}');
  });

  it('sends every document to a chosen index with create, with or without its id', () => {
    const stream = lines(bulkWriter({ action: 'create', targetIndex: 'orders' }).page(ORDER_HITS));
    expect(JSON.parse(stream[2])).toEqual({ create: { _index: 'orders', _id: 'B2' } });
    const fresh = lines(bulkWriter({ id: false }).page(ORDER_HITS));
    expect(JSON.parse(fresh[0])).toEqual({ index: { _index: 'orders-2026.11' } });
  });
});
