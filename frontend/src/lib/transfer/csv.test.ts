import { describe, expect, it } from 'vitest';
import { createCsvReader, MAX_CSV_RECORD_BYTES, type CsvRecord } from './csv';
import { offsetOfLine, readAtEveryCut, readChunks } from './readerTesting';
import type { Problem } from './reading';

describe('createCsvReader', () => {
  it('reads rows keyed by the header, quoted fields over lines, whatever the cuts', () => {
    const text =
      'name,note,city\r\n' +
      'Zoë,"says ""hi"", then, ""bye""",Köln\r\n' +
      '\r\n' +
      '"two\r\nlines",,"☕"\n' +
      'plain,😀,end';
    const read = readAtEveryCut(() => createCsvReader(), text);
    expect(read).toEqual([
      {
        kind: 'record',
        line: 2,
        offset: offsetOfLine(text, 2),
        text: 'Zoë,"says ""hi"", then, ""bye""",Köln',
        row: { name: 'Zoë', note: 'says "hi", then, "bye"', city: 'Köln' },
      },
      {
        kind: 'record',
        line: 4,
        offset: offsetOfLine(text, 4),
        text: '"two\r\nlines",,"☕"',
        row: { name: 'two\r\nlines', note: '', city: '☕' },
      },
      {
        kind: 'record',
        line: 6,
        offset: offsetOfLine(text, 6),
        text: 'plain,😀,end',
        row: { name: 'plain', note: '😀', city: 'end' },
      },
    ]);
  });

  it('reads TSV with another quote, and names columns c1, c2… without a header', () => {
    const read = readChunks(createCsvReader({ delimiter: '\t', quote: "'", header: false }), [
      "a\t'b\tc'\n1\t2\n",
    ]);
    expect(read.map((entry) => entry.kind === 'record' && entry.row)).toEqual([
      { c1: 'a', c2: 'b\tc' },
      { c1: '1', c2: '2' },
    ]);
  });

  it('names the field counts of a row that does not match the header, and reads on', () => {
    const text = 'a,b,c\n1,2,3,4\n1,2\n"x\ny",2,3,"4"\n5,6,7';
    const read = readChunks(createCsvReader(), [text]);
    expect(read.map((entry) => entry.kind)).toEqual(['problem', 'problem', 'problem', 'record']);
    expect(read[0]).toMatchObject({
      error: 'csv_field_count',
      line: 2,
      column: 7,
      offset: offsetOfLine(text, 2),
      reason: 'This row has 4 fields; the header has 3',
      text: '1,2,3,4',
    });
    expect(read[1]).toMatchObject({
      line: 3,
      column: 4,
      reason: 'This row has 2 fields; the header has 3',
    });
    expect(read[2]).toMatchObject({ line: 5, column: 8, text: '"x\ny",2,3,"4"' });
  });

  it('without a header, holds rows to the first row’s count', () => {
    const read = readChunks(createCsvReader({ header: false }), ['1,2\n3\n']);
    expect(read[1]).toMatchObject({ reason: 'This row has 1 fields; the first row has 2' });
  });

  it('names a quoted field never closed', () => {
    const read = readChunks(createCsvReader(), ['a,b\n1,"open\n2,3\n']);
    expect(read).toEqual([
      expect.objectContaining({ error: 'csv_quote', line: 2, text: '1,"open\n2,3\n' }),
    ]);
  });

  it('goes on from a checkpoint with the columns known', () => {
    const read = readChunks(createCsvReader({ columns: ['x', 'y'], line: 10, offset: 99 }), [
      '1,2\n',
    ]);
    expect(read).toEqual([
      { kind: 'record', line: 10, offset: 99, text: '1,2', row: { x: '1', y: '2' } },
    ]);
  });

  it('says a file with no row, or only a header, is empty', () => {
    for (const text of ['', '\n', 'a,b\n'])
      expect(readChunks(createCsvReader(), [text]), text).toEqual([
        expect.objectContaining({ error: 'empty' }),
      ]);
  });

  it('counts offsets as UTF-16 does', () => {
    const read = readChunks(createCsvReader({ encoding: 'utf-16le', offset: 2 }), ['a\né\nb']);
    expect(read.map((entry) => entry.offset)).toEqual([2 + 2 * 2, 2 + 4 * 2]);
  });
});

describe('a row whose quote is never closed', () => {
  /** What a reader gives, in short: `line problem-type` or `line field|field…`. */
  const short = (read: Array<CsvRecord | Problem>) =>
    read.map((entry) =>
      entry.kind === 'record'
        ? `${entry.line} ${Object.values(entry.row).join('|')}`
        : `${entry.line} ${entry.error}`,
    );

  it('is a problem at the quote once it passes the cap, and the lines after it are read as rows, whatever the cuts', () => {
    const text = 'a,b\n1,"open\n' + '2,3\n'.repeat(12) + '4,"x"\n5,6';
    const read = readAtEveryCut(() => createCsvReader({ maxRecordBytes: 40 }), text);
    expect(read[0]).toEqual({
      kind: 'problem',
      error: 'csv_record_too_large',
      line: 2,
      column: 3,
      offset: offsetOfLine(text, 2),
      reason: 'A quote opened on line 2, column 3 is not closed within 40 bytes',
      text: '1,"open',
    });
    expect(short(read.slice(1))).toEqual([
      ...Array.from({ length: 12 }, (_, n) => `${n + 3} 2|3`),
      '15 4|x',
      '16 5|6',
    ]);
  });

  it('names the quote left open, after a quoted field that closed, and reads doubled quotes held after it as plain', () => {
    const text =
      'a,b,c\r\n' +
      '"multi\r\nline",x,"open ""quoted"" start\r\n' +
      'held ""one"",2,3\r\n'.repeat(4) +
      '7,8,9';
    const read = readAtEveryCut(() => createCsvReader({ maxRecordBytes: 60 }), text);
    expect(read[0]).toMatchObject({
      error: 'csv_record_too_large',
      line: 3,
      column: 9,
      offset: offsetOfLine(text, 2),
      reason: 'A quote opened on line 3, column 9 is not closed within 60 bytes',
      text: '"multi\r\nline",x,"open ""quoted"" start',
    });
    expect(short(read.slice(1))).toEqual([
      '4 held ""one""|2|3',
      '5 held ""one""|2|3',
      '6 held ""one""|2|3',
      '7 held ""one""|2|3',
      '8 7|8|9',
    ]);
  });

  it('within the cap at the end of the file is a quoted field never closed, as before', () => {
    const read = readChunks(createCsvReader({ maxRecordBytes: 40 }), ['a,b\n1,"open\n2,3\n']);
    expect(read).toEqual([expect.objectContaining({ error: 'csv_quote', line: 2 })]);
  });

  it('holds at most 1 MiB by default, the rest of the file read on', () => {
    const rows = Math.ceil((MAX_CSV_RECORD_BYTES * 1.1) / 'n,m\n'.length);
    const text = 'a,b\n1,"open\n' + 'n,m\n'.repeat(rows);
    const chunks = text.match(/[^]{1,65536}/g) ?? [];
    const read = readChunks(createCsvReader(), chunks);
    expect(read[0]).toMatchObject({
      error: 'csv_record_too_large',
      reason: 'A quote opened on line 2, column 3 is not closed within 1 MiB',
      text: '1,"open',
    });
    expect(read).toHaveLength(1 + rows);
    expect(read.at(-1)).toMatchObject({ kind: 'record', line: rows + 2, row: { a: 'n', b: 'm' } });
  });
});
