import { describe, expect, it } from 'vitest';
import {
  batchByteLimit,
  Batcher,
  bodyBytes,
  utf8Length,
  type Batch,
  type BatchRecord,
  type FilePosition,
} from './batcher';

/** Records of `sizes` bytes, one per line, each line `size` bytes long in the file. */
function records(sizes: readonly number[]): BatchRecord[] {
  let offset = 0;
  return sizes.map((bytes, index) => {
    const record = { line: index + 1, offset, bytes };
    offset += bytes;
    return record;
  });
}

function batchAll(
  input: readonly BatchRecord[],
  maxBytes: number,
  maxDocuments: number,
): Batch<BatchRecord>[] {
  const batcher = new Batcher<BatchRecord>({ maxBytes, maxDocuments });
  const batches = input.flatMap((record) => batcher.add(record));
  const last = input[input.length - 1] as BatchRecord | undefined;
  const end: FilePosition = last
    ? { line: last.line + 1, offset: last.offset + last.bytes }
    : { line: 1, offset: 0 };
  return [...batches, ...batcher.finish(end)];
}

const lines = (batches: readonly Batch<BatchRecord>[]) =>
  batches.map((batch) => batch.records.map((record) => record.line));

describe('batches', () => {
  it('fills a batch up to exactly the byte limit, then starts the next', () => {
    const batches = batchAll(records([40, 60, 1, 99, 100]), 100, 1000);
    expect(lines(batches)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches.map((batch) => batch.bytes)).toEqual([100, 100, 100]);
    expect(batches.every((batch) => !batch.tooLarge)).toBe(true);
  });

  it('holds at most the chosen number of documents', () => {
    const batches = batchAll(records([1, 1, 1, 1, 1, 1, 1]), 1000, 3);
    expect(lines(batches)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(batches.map((batch) => batch.sequence)).toEqual([0, 1, 2]);
  });

  it('puts a record over the limit alone in a batch flagged too large', () => {
    const batches = batchAll(records([30, 101, 20, 30, 500]), 100, 10);
    expect(lines(batches)).toEqual([[1], [2], [3, 4], [5]]);
    expect(batches.map((batch) => batch.tooLarge)).toEqual([false, true, false, true]);
  });

  it('covers the file without gaps: each batch ends where the next starts', () => {
    const input = records([30, 101, 20, 30, 50, 70, 1]);
    const batches = batchAll(input, 100, 10);
    expect(batches[0].start).toEqual({ line: 1, offset: 0 });
    batches.slice(1).forEach((batch, index) => {
      expect(batches[index].end).toEqual(batch.start);
    });
    expect(batches[batches.length - 1].end).toEqual({ line: 8, offset: 302 });
  });

  it('gives no batch for no record', () => {
    expect(batchAll([], 100, 10)).toEqual([]);
  });

  it('refuses limits that would hold nothing', () => {
    expect(() => new Batcher({ maxBytes: 0, maxDocuments: 10 })).toThrow(RangeError);
    expect(() => new Batcher({ maxBytes: 10, maxDocuments: 0 })).toThrow(RangeError);
  });
});

describe('the byte limit of a batch', () => {
  it('is the chosen size, never over a limit of the cluster', () => {
    expect(batchByteLimit(5_000_000, [null, null])).toBe(5_000_000);
    expect(batchByteLimit(5_000_000, [104_857_600, null])).toBe(5_000_000);
    expect(batchByteLimit(20_000_000, [104_857_600, 10_485_760])).toBe(10_485_760);
    expect(batchByteLimit(5_000_000, [0, -1])).toBe(5_000_000);
  });
});

describe('bytes in a bulk body', () => {
  it('counts UTF-8 bytes as the body is sent', () => {
    const texts = ['plain', 'café', '日本語', 'emoji 😀 here', 'lone \ud800 surrogate', ''];
    for (const text of texts) expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
  });

  it('counts each line with its newline', () => {
    const body = ['{"index":{"_index":"logs"}}', '{"name":"Zoë"}'];
    expect(bodyBytes(body)).toBe(new TextEncoder().encode(`${body.join('\n')}\n`).length);
  });
});
