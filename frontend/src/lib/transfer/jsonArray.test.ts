import { describe, expect, it } from 'vitest';
import { createJsonArrayReader } from './jsonArray';
import { readAtEveryCut, readChunks, utf8Bytes } from './readerTesting';

describe('createJsonArrayReader', () => {
  it('reads each element with its line, column and byte offset, whatever the cuts', () => {
    const text =
      '[\r\n  {"a":"br]ace} \\"quoted\\" \\\\","nested":[1,{"b":[]}]},\n' +
      '  {"emoji":"😀 ☕"}, {"c":\n 3}\n]\n';
    const read = readAtEveryCut(() => createJsonArrayReader(), text);
    const first = '{"a":"br]ace} \\"quoted\\" \\\\","nested":[1,{"b":[]}]}';
    const third = '{"c":\n 3}';
    expect(read).toEqual([
      {
        kind: 'record',
        line: 2,
        column: 3,
        offset: 5,
        text: first,
        doc: { a: 'br]ace} "quoted" \\', nested: [1, { b: [] }] },
      },
      {
        kind: 'record',
        line: 3,
        column: 3,
        offset: utf8Bytes(text.slice(0, text.indexOf('{"emoji'))).length,
        text: '{"emoji":"😀 ☕"}',
        doc: { emoji: '😀 ☕' },
      },
      {
        kind: 'record',
        line: 3,
        column: 21,
        offset: utf8Bytes(text.slice(0, text.indexOf('{"c"'))).length,
        text: third,
        doc: { c: 3 },
      },
    ]);
  });

  it('turns an element that is not an object into a problem and reads on', () => {
    const read = readChunks(createJsonArrayReader(), ['[{"a":1}, 42, {"b":\n  x}, {"c":3}]']);
    expect(read.map((entry) => entry.kind)).toEqual(['record', 'problem', 'problem', 'record']);
    expect(read[1]).toMatchObject({ error: 'not_object', line: 1, column: 11, text: '42' });
    expect(read[2]).toMatchObject({ error: 'json', line: 2, column: 3, text: '{"b":\n  x}' });
  });

  it('stops at text that breaks the array, naming where', () => {
    const cases: Array<[string, string, number, number]> = [
      ['{"a":1}', "A JSON array file must start with '['", 1, 1],
      ['[{"a":1} {"b":2}]', "Expected ',' or ']' after an element", 1, 10],
      ['[{"a":[1}]', 'This bracket does not match the one it closes', 1, 9],
      ['[{"a":1}]\n{"b":2}', 'Text after the end of the array', 2, 1],
      ['[{"a":1},\n', "The array is not closed with ']'", 2, 1],
      ['[{"a":1},]', "A ',' with no element after it", 1, 10],
      ['[{"a":"x', 'The file ends in the middle of this element', 1, 2],
    ];
    for (const [text, reason, line, column] of cases) {
      const read = readChunks(createJsonArrayReader(), [text]);
      expect(read.at(-1), text).toMatchObject({ error: 'array_structure', reason, line, column });
    }
  });

  it('says an empty file or an empty array holds nothing', () => {
    for (const text of ['', ' \n', '[]', '[ \n ]'])
      expect(readChunks(createJsonArrayReader(), [text]), text).toEqual([
        expect.objectContaining({ error: 'empty' }),
      ]);
  });

  it('counts offsets as UTF-16 does', () => {
    const read = readChunks(createJsonArrayReader({ encoding: 'utf-16be', offset: 2 }), [
      '[{"é":1},{"b":2}]',
    ]);
    expect(read.map((entry) => entry.offset)).toEqual([2 + 2, 2 + 9 * 2]);
  });
});
