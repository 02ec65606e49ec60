import { describe, expect, it } from 'vitest';
import { batchRejects } from '../../../engine/importRunParts';
import { gzip, offsetOfLine, utf8Bytes } from '../../../lib/transfer/readerTesting';
import { importBatches } from './importBatches';
import { allOf, bodyLines, formatOf, readOptions, sources } from './runTesting';

const blob = (text: string | Uint8Array) => new Blob([text as BlobPart]);

const NDJSON = Array.from({ length: 8 }, (_, i) => `{"n":${i},"name":"document ${i}"}`).join('\n');

describe('the bodies of an NDJSON file', () => {
  it('groups the documents into bodies under the byte limit, in file order', async () => {
    const batches = await allOf(
      importBatches(blob(NDJSON), readOptions('ndjson', { batchBytes: 150 })),
    );
    expect(batches.map((batch) => batch.sequence)).toEqual(batches.map((_, i) => i));
    expect(batches.length).toBeGreaterThan(2);
    for (const batch of batches) expect(batch.bytes).toBeLessThanOrEqual(150);
    expect(sources(batches)).toEqual(NDJSON.split('\n'));
    expect(bodyLines(batches[0].records[0])).toEqual([
      '{"index":{"_index":"logs"}}',
      '{"n":0,"name":"document 0"}',
    ]);
    // Each body ends where the next starts; the last at the end of the file.
    for (let i = 1; i < batches.length; i++) {
      const first = batches[i].records[0];
      expect(batches[i - 1].end).toEqual({ line: first.line, offset: first.offset });
    }
    expect(batches.at(-1)?.end).toEqual({ line: 8, offset: NDJSON.length });
    expect(batches.at(-1)?.bytesRead).toBe(NDJSON.length);
  });

  it('takes at most the chosen number of documents in a body', async () => {
    const options = readOptions('ndjson', { batchBytes: 100_000, maxDocuments: 3 });
    const batches = await allOf(importBatches(blob(NDJSON), options));
    expect(batches.map((batch) => batch.records.length)).toEqual([3, 3, 2]);
  });

  it('resumes at a checkpoint with the same bodies the whole reading gave from there', async () => {
    const options = readOptions('ndjson', { batchBytes: 150 });
    const whole = await allOf(importBatches(blob(NDJSON), options));
    const resumed = await allOf(importBatches(blob(NDJSON), { ...options, resume: whole[1].end }));
    const strip = (batches: typeof whole) => batches.map(({ records, end }) => ({ records, end }));
    expect(strip(resumed)).toEqual(strip(whole.slice(2)));
    expect(resumed[0].sequence).toBe(0);
  });

  it('resumes at the end of the file with nothing to send and nothing to report', async () => {
    const options = readOptions('ndjson', { resume: { line: 9, offset: NDJSON.length } });
    expect(await allOf(importBatches(blob(NDJSON), options))).toEqual([]);
  });

  it('hands lines that are not documents on with the body they come before', async () => {
    const text = '{"a":1}\nnot json\n{"a":2}\n';
    const batches = await allOf(importBatches(blob(text), readOptions('ndjson')));
    expect(batches).toHaveLength(1);
    expect(batches[0].problems.map(({ line, error }) => ({ line, error }))).toEqual([
      { line: 2, error: 'json' },
    ]);
    expect(sources(batches)).toEqual(['{"a":1}', '{"a":2}']);
  });

  it('hands a long run of problems on by itself rather than holding it', async () => {
    const bad = Array.from({ length: 30 }, (_, i) => `broken ${i}`).join('\n');
    const batches = await allOf(
      importBatches(blob(bad), readOptions('ndjson', { batchBytes: 500 })),
    );
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.every((batch) => batch.records.length === 0)).toBe(true);
    expect(batches.flatMap((batch) => batch.problems.map((problem) => problem.line))).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(batches.at(-1)?.end).toEqual({ line: 30, offset: bad.length });
  });

  it('puts a document larger than a body alone, flagged', async () => {
    // Its line fits in a body; with its action line, it does not.
    const big = `{"text":"${'x'.repeat(180)}"}`;
    const batches = await allOf(
      importBatches(blob(`{"a":1}\n${big}\n{"a":2}`), readOptions('ndjson', { batchBytes: 200 })),
    );
    expect(batches.map((batch) => [batch.records.length, batch.tooLarge])).toEqual([
      [1, false],
      [1, true],
      [1, false],
    ]);
  });

  it('reads a gzip file, telling progress in the bytes of the file itself', async () => {
    const packed = await gzip(utf8Bytes(NDJSON));
    const batches = await allOf(importBatches(blob(packed), readOptions('ndjson')));
    expect(sources(batches)).toEqual(NDJSON.split('\n'));
    expect(batches.at(-1)?.bytesRead).toBe(packed.length);
    expect(batches.at(-1)?.end.offset).toBe(NDJSON.length);
  });
});

describe('ids', () => {
  it("puts each document's id in its action line", async () => {
    const text = '{"id":"a-1","v":1}\n{"id":7,"v":2}\n{"id":12345678901234567890,"v":3}\n';
    const format = formatOf('ndjson', { idField: 'id' });
    const batches = await allOf(importBatches(blob(text), readOptions(format)));
    expect(batches[0].records.map((record) => bodyLines(record)[0])).toEqual([
      '{"index":{"_index":"logs","_id":"a-1"}}',
      '{"index":{"_index":"logs","_id":"7"}}',
      '{"index":{"_index":"logs","_id":"12345678901234567890"}}',
    ]);
    expect(sources(batches)).toEqual(text.trim().split('\n'));
  });

  it('takes `_id` out of the document and reports a document without an id', async () => {
    const text = '{"_id":"x","big":12345678901234567890}\n{"v":2}\n';
    const format = formatOf('ndjson', { idField: '_id' });
    const options = readOptions(format, { target: { name: 'logs-stream', dataStream: true } });
    const [batch] = await allOf(importBatches(blob(text), options));
    expect(batch.records.map((record) => bodyLines(record))).toEqual([
      ['{"create":{"_index":"logs-stream","_id":"x"}}', '{"big":12345678901234567890}'],
    ]);
    expect(batch.problems).toMatchObject([
      { error: 'id_missing', line: 2, offset: offsetOfLine(text, 2), text: '{"v":2}' },
    ]);
  });

  it('finds an id by its dotted path', async () => {
    const format = formatOf('ndjson', { idField: 'user.id' });
    const [batch] = await allOf(importBatches(blob('{"user":{"id":"u1"}}'), readOptions(format)));
    expect(bodyLines(batch.records[0])[0]).toBe('{"index":{"_index":"logs","_id":"u1"}}');
  });
});

describe('the bodies of the other formats', () => {
  it('keeps the action and source lines of a _bulk body as they are', async () => {
    const text =
      '{"create":{"_index":"a","_id":"1"}}\n{"v":1}\n{"delete":{"_index":"a","_id":"2"}}\n';
    const [batch] = await allOf(importBatches(blob(text), readOptions('bulk')));
    expect(batch.records.map((record) => bodyLines(record))).toEqual([
      ['{"create":{"_index":"a","_id":"1"}}', '{"v":1}'],
      ['{"delete":{"_index":"a","_id":"2"}}'],
    ]);
  });

  it('puts a JSON array element spread over lines on one line, and resumes inside the array', async () => {
    const text = '[\n  {\n    "a": 1,\n    "b": "x y"\n  },\n  {"a": 2},\n  {"a": 3}\n]\n';
    const options = readOptions('json-array', { maxDocuments: 1 });
    const whole = await allOf(importBatches(blob(text), options));
    expect(sources(whole)).toEqual(['{     "a": 1,     "b": "x y"   }', '{"a": 2}', '{"a": 3}']);
    expect(whole.flatMap((batch) => batch.problems)).toEqual([]);
    const resumed = await allOf(importBatches(blob(text), { ...options, resume: whole[0].end }));
    expect(sources(resumed)).toEqual(['{"a": 2}', '{"a": 3}']);
    expect(resumed.flatMap((batch) => batch.problems)).toEqual([]);
    expect(resumed.map((batch) => batch.end)).toEqual(whole.slice(1).map((batch) => batch.end));
    const atEnd = { ...options, resume: whole.at(-1)?.end ?? null };
    expect(await allOf(importBatches(blob(text), atEnd))).toEqual([]);
  });
});

describe('the bodies of a CSV file', () => {
  const CSV = 'id,price,count,on,name\r\n1,9.5,3,TRUE,"a, b"\r\n2,,007,false,\r\n3,1e3,4.0,,c\r\n';
  const TYPES = { price: 'double', count: 'long', on: 'boolean' };

  it('writes numbers and booleans as the mapping types them, leaving empty cells out', async () => {
    const options = readOptions('csv', { columnTypes: TYPES });
    const batches = await allOf(importBatches(blob(CSV), options));
    expect(sources(batches)).toEqual([
      '{"id":"1","price":9.5,"count":3,"on":true,"name":"a, b"}',
      '{"id":"2","count":7,"on":false}',
      '{"id":"3","price":1e3,"count":4,"name":"c"}',
    ]);
    expect(batches.at(-1)?.end).toEqual({ line: 5, offset: CSV.length });
  });

  it('reports a cell that is not of its column type, naming its line and column', async () => {
    const text = 'id,count\n1,2\n2,"3 apples"\n';
    const options = readOptions('csv', { columnTypes: { count: 'integer' } });
    const [batch] = await allOf(importBatches(blob(text), options));
    expect(sources([batch])).toEqual(['{"id":"1","count":2}']);
    expect(batch.problems).toMatchObject([
      {
        error: 'csv_value',
        line: 3,
        column: 3,
        offset: offsetOfLine(text, 3),
        text: '2,"3 apples"',
      },
    ]);
    expect(batch.problems[0].reason).toContain('"3 apples"');
  });

  it('takes the ids from a column', async () => {
    const options = readOptions(formatOf('csv', { idField: 'id' }), { columnTypes: TYPES });
    const batches = await allOf(importBatches(blob(CSV), options));
    expect(batches[0].records.map((record) => bodyLines(record)[0])).toEqual([
      '{"index":{"_index":"logs","_id":"1"}}',
      '{"index":{"_index":"logs","_id":"2"}}',
      '{"index":{"_index":"logs","_id":"3"}}',
    ]);
  });

  it('resumes with the columns of the header row', async () => {
    const options = readOptions('csv', { columnTypes: TYPES, maxDocuments: 1 });
    const whole = await allOf(importBatches(blob(CSV), options));
    const resumed = await allOf(importBatches(blob(CSV), { ...options, resume: whole[0].end }));
    expect(sources(resumed)).toEqual(sources(whole.slice(1)));
    expect(resumed.map((batch) => batch.end)).toEqual(whole.slice(1).map((batch) => batch.end));
  });

  it('names the columns c1, c2… in a file without a header', async () => {
    const format = formatOf('csv', { header: false, delimiter: ';' });
    const [batch] = await allOf(importBatches(blob('a;1\nb;2\n'), readOptions(format)));
    expect(sources([batch])).toEqual(['{"c1":"a","c2":"1"}', '{"c1":"b","c2":"2"}']);
  });
});

describe('a line longer than a body', () => {
  const BODY = 1_000_000;
  const small = (n: number) => `{"n":${n},"name":"document ${n}"}`;
  const long = `{"text":"${'x'.repeat(3_000_000)}"}`;

  it('is one problem keeping its start, in the rejects file, the documents around it sent', async () => {
    const text = `${[small(1), small(2), long, small(3), small(4)].join('\n')}\n`;
    const batches = await allOf(
      importBatches(blob(text), readOptions('ndjson', { batchBytes: BODY })),
    );
    expect(sources(batches)).toEqual([small(1), small(2), small(3), small(4)]);
    expect(batches.some((batch) => batch.tooLarge)).toBe(false);
    const reason =
      'Line 3 is 3 MB, more than a bulk request of 1 MB can carry; ' +
      'its first 1,000 characters are kept';
    // Only the line's start is kept: what the reader holds of it stays far below its size.
    expect(batches.flatMap((batch) => batch.problems)).toEqual([
      {
        kind: 'problem',
        error: 'line_too_long',
        line: 3,
        column: 1,
        offset: offsetOfLine(text, 3),
        reason,
        text: long.slice(0, 1000),
      },
    ]);
    expect(batches.flatMap((batch) => batchRejects(batch, BODY))).toEqual([
      {
        line: 3,
        offset: offsetOfLine(text, 3),
        status: null,
        type: 'line_too_long',
        reason,
        causedBy: null,
        source: long.slice(0, 1000),
      },
    ]);
    expect(batches.at(-1)?.end).toEqual({ line: 6, offset: text.length });
  });

  it('in a _bulk body, is one problem with the action it is the source of', async () => {
    const action = '{"index":{"_id":"a"}}';
    const text = `${action}\n${long}\n{"delete":{"_id":"b"}}\n`;
    const batches = await allOf(
      importBatches(blob(text), readOptions('bulk', { batchBytes: BODY })),
    );
    expect(batches.flatMap((batch) => batch.records.map(bodyLines))).toEqual([
      ['{"delete":{"_id":"b"}}'],
    ]);
    expect(batches.flatMap((batch) => batchRejects(batch, BODY))).toMatchObject([
      { line: 2, offset: 0, type: 'line_too_long', source: `${action}\n${long.slice(0, 1000)}` },
    ]);
  });
});
