import { describe, expect, it } from 'vitest';
import { MAX_CSV_RECORD_BYTES } from '../../../lib/transfer/csv';
import { gzip, latin1Bytes, utf16Bytes, utf8Bytes } from '../../../lib/transfer/readerTesting';
import {
  detectFile,
  PREVIEW_CHARS,
  PREVIEW_RECORDS,
  previewFile,
  type ReadChoices,
} from './filePreview';

const fileOf = (content: string | Uint8Array, name = 'data.txt') =>
  new File([content as BlobPart], name);

/** The file read as detected. */
async function preview(file: File, changes: Partial<ReadChoices> = {}) {
  const detected = await detectFile(file);
  return previewFile(file, { quote: '"', header: true, ...detected, ...changes });
}

const NDJSON = Array.from({ length: 12 }, (_, n) => JSON.stringify({ n, name: `doc ${n}` }));

describe('the preview of an import file', () => {
  it('detects NDJSON and shows its first records, the sample holding all that was read', async () => {
    const file = fileOf(NDJSON.join('\n'));
    expect(await detectFile(file)).toEqual({
      format: 'ndjson',
      encoding: 'utf-8',
      gzip: false,
      delimiter: ',',
    });
    const shown = await preview(file);
    expect(shown.records).toHaveLength(PREVIEW_RECORDS);
    expect(shown.records[2]).toEqual({ line: 3, values: { n: 2, name: 'doc 2' } });
    expect(shown.columns).toEqual(['n', 'name']);
    expect(shown.sample).toHaveLength(12);
    expect(shown.sampleText).toBe(NDJSON.join('\n'));
    expect(shown.whole).toBe(true);
    expect(shown.problems).toEqual([]);
  });

  it('reads a _bulk body with each action and id, and a JSON array over several lines', async () => {
    const bulk = [
      '{"index":{"_id":"a"}}',
      '{"n":1}',
      '{"delete":{"_id":"b"}}',
      '{"create":{}}',
      '{"n":3}',
    ];
    const read = await preview(fileOf(bulk.join('\n')));
    expect(read.records).toEqual([
      { line: 1, values: { n: 1 }, action: 'index', id: 'a' },
      { line: 3, values: {}, action: 'delete', id: 'b' },
      { line: 4, values: { n: 3 }, action: 'create' },
    ]);

    const array = await preview(fileOf('[\n  {"n": 1},\n  {"n": 2,\n   "tag": "x"}\n]\n'));
    expect(array.records).toEqual([
      { line: 2, values: { n: 1 } },
      { line: 3, values: { n: 2, tag: 'x' } },
    ]);
  });

  it('reads CSV with the delimiter it detects, and as the options say once changed', async () => {
    const file = fileOf("id;name\n1;'a;b'\n2;c\n");
    expect((await detectFile(file)).delimiter).toBe(';');
    const detected = await preview(file);
    expect(detected.columns).toEqual(['id', 'name']);
    expect(detected.problems.map((problem) => [problem.error, problem.line])).toEqual([
      ['csv_field_count', 2],
    ]);

    const quoted = await preview(file, { quote: "'" });
    expect(quoted.records.map((record) => record.values)).toEqual([
      { id: '1', name: 'a;b' },
      { id: '2', name: 'c' },
    ]);
    const noHeader = await preview(file, { quote: "'", header: false });
    expect(noHeader.columns).toEqual(['c1', 'c2']);
    expect(noHeader.records[0]).toEqual({ line: 1, values: { c1: 'id', c2: 'name' } });
    // The CSV sample is the text as the file has it, its header row too.
    expect(quoted.sampleText).toBe("id;name\n1;'a;b'\n2;c");
  });

  it('tells UTF-16 by its byte order mark and a gzip file by its first bytes', async () => {
    const tsv = 'name\tcity\nZoë\tMünchen\n';
    const utf16 = fileOf(new Uint8Array([0xff, 0xfe, ...utf16Bytes(tsv, 'le')]));
    expect(await detectFile(utf16)).toMatchObject({
      encoding: 'utf-16le',
      format: 'csv',
      delimiter: '\t',
    });
    expect((await preview(utf16)).records).toEqual([
      { line: 2, values: { name: 'Zoë', city: 'München' } },
    ]);

    const compressed = fileOf(
      await gzip(utf8Bytes(NDJSON.slice(0, 3).join('\n'))),
      'docs.ndjson.gz',
    );
    expect(await detectFile(compressed)).toMatchObject({ gzip: true, format: 'ndjson' });
    expect((await preview(compressed)).sample).toHaveLength(3);
  });

  it('names the line and column of a line that is not JSON, and reads on', async () => {
    const shown = await preview(fileOf('{"n":1}\n{"n":,}\n{"n":3}\n'));
    expect(shown.records.map((record) => record.line)).toEqual([1, 3]);
    expect(shown.problems).toMatchObject([{ error: 'json', line: 2, column: 6 }]);
  });

  it('gives the offset of bytes that do not decode, and the records before them', async () => {
    const bytes = new Uint8Array([...utf8Bytes('{"n":1}\n'), ...latin1Bytes('{"name":"é"}\n')]);
    const shown = await preview(fileOf(bytes), { encoding: 'utf-8' });
    expect(shown.failure).toEqual({ offset: 17, encoding: 'utf-8' });
  });

  it('leaves ids out of the sample the mapping is proposed from', async () => {
    const shown = await preview(fileOf('{"_id":"a","n":1}\n{"n":2}\n'));
    expect(shown.records[0].values).toEqual({ _id: 'a', n: 1 });
    expect(shown.sample).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('names where a CSV quote opened that is not closed within the cap, and shows the rows after it', async () => {
    const rows = Math.ceil((MAX_CSV_RECORD_BYTES * 1.1) / 'n,m\n'.length);
    const file = fileOf('a,b\n1,"open\n' + 'n,m\n'.repeat(rows), 'data.csv');
    const shown = await preview(file, { format: 'csv', delimiter: ',' });
    expect(shown.problems).toMatchObject([
      { error: 'csv_record_too_large', line: 2, column: 3, text: '1,"open' },
    ]);
    expect(shown.records[0]).toEqual({ line: 3, values: { a: 'n', b: 'm' } });
  });

  it('says a file holds nothing to import', async () => {
    const shown = await preview(fileOf('\n  \n'));
    expect(shown.records).toEqual([]);
    expect(shown.problems).toMatchObject([{ error: 'empty' }]);
  });

  it('reads only the start of a large file', async () => {
    const line = JSON.stringify({ text: 'x'.repeat(1000) });
    const big = Array.from({ length: 500 }, () => line).join('\n');
    const shown = await preview(fileOf(big));
    expect(shown.whole).toBe(false);
    expect(shown.sample.length).toBeGreaterThanOrEqual(PREVIEW_CHARS / line.length - 1);
    expect(shown.sample.length).toBeLessThan(500);
  });
});
