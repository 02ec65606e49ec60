import { describe, expect, it } from 'vitest';
import { createCsvReader } from './csv';
import { offsetOfLine, readAtEveryCut, readChunks } from './readerTesting';

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
