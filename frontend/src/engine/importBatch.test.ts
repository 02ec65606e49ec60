import { describe, expect, it } from 'vitest';
import { bodyBytes } from '../lib/transfer/batcher';
import { batchBuffers, bulkBody, packRecords, recordText, type LinedRecord } from './importBatch';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function lined(line: number, text: string, lines: string[]): LinedRecord {
  return { line, offset: line * 100, text, lines, bytes: bodyBytes(lines) };
}

const ACTION = '{"index":{"_index":"logs"}}';
const RECORDS = [
  lined(1, '{"city":"Zürich"}', [ACTION, '{"city":"Zürich"}']),
  // A _bulk body's record: its text is its action and source as read.
  lined(2, '{"create":{}}\n{"n":2}', ['{"create":{}}', '{"n":2}']),
  // A CSV row: the body holds the document made of it, not the row.
  lined(3, 'a;😀;3', [ACTION, '{"x":"a","y":"😀","n":3}']),
  lined(4, '{"n":4}', [ACTION, '{"n":4}']),
];
const BYTES = RECORDS.reduce((sum, record) => sum + record.bytes, 0);

describe('the body of a batch', () => {
  it('holds every line of its documents as UTF-8, each followed by a newline', () => {
    const records = packRecords(RECORDS, BYTES);
    const expected = RECORDS.flatMap((record) => record.lines.map((one) => `${one}\n`)).join('');
    expect(decode(bulkBody(records))).toBe(expected);
    expect(bulkBody(records).length).toBe(BYTES);
    expect(records.map((record) => decode(bulkBody([record])))).toEqual(
      RECORDS.map((record) => record.lines.map((one) => `${one}\n`).join('')),
    );
  });

  it('reads each text back as it was read, keeping only what the body does not hold', () => {
    const records = packRecords(RECORDS, BYTES);
    expect(records.map(recordText)).toEqual(RECORDS.map((record) => record.text));
    expect(records.map((record) => record.text)).toEqual([
      undefined,
      undefined,
      'a;😀;3',
      undefined,
    ]);
  });

  it('sends a whole batch without a copy, and copies only a part of it', () => {
    const records = packRecords(RECORDS, BYTES);
    const whole = bulkBody(records);
    expect(whole.buffer).toBe(records[0].body.buffer);
    const retried = bulkBody([records[0], records[3]]);
    expect(retried.buffer).not.toBe(records[0].body.buffer);
    expect(decode(retried)).toBe(`${ACTION}\n{"city":"Zürich"}\n${ACTION}\n{"n":4}\n`);
    expect(bulkBody([])).toHaveLength(0);
  });

  it('keeps the text of a document too large to send, and makes no body for it', () => {
    const big = lined(7, `{"text":"${'x'.repeat(50)}"}`, [ACTION, `{"text":"${'x'.repeat(50)}"}`]);
    const [record] = packRecords([big], big.bytes, true);
    expect(record.body).toHaveLength(0);
    expect(recordText(record)).toBe(big.text);
    expect(batchBuffers({ records: [record] })).toEqual([]);
  });

  it('names the buffer of its body once, to hand it to another thread', () => {
    const records = packRecords(RECORDS, BYTES);
    const buffers = batchBuffers({ records });
    expect(buffers).toEqual([records[0].body.buffer]);
  });
});
