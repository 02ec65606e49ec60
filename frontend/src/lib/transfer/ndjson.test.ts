import { describe, expect, it } from 'vitest';
import { createNdjsonReader } from './ndjson';
import { offsetOfLine, readAtEveryCut, readChunks } from './readerTesting';

describe('createNdjsonReader', () => {
  it('reads one document per line at its line and byte offset, whatever the cuts', () => {
    const text =
      '{"name":"café ☕","quote":"say \\"hi\\"\\\\"}\r\n' +
      '\n' +
      '  \n' +
      '{"emoji":"😀","n":1}\n' +
      '{"last":true}';
    const read = readAtEveryCut(() => createNdjsonReader(), text);
    expect(read).toEqual([
      {
        kind: 'record',
        line: 1,
        offset: 0,
        text: '{"name":"café ☕","quote":"say \\"hi\\"\\\\"}',
        doc: { name: 'café ☕', quote: 'say "hi"\\' },
      },
      {
        kind: 'record',
        line: 4,
        offset: offsetOfLine(text, 4),
        text: '{"emoji":"😀","n":1}',
        doc: { emoji: '😀', n: 1 },
      },
      {
        kind: 'record',
        line: 5,
        offset: offsetOfLine(text, 5),
        text: '{"last":true}',
        doc: { last: true },
      },
    ]);
  });

  it('turns a malformed line into a problem with its line and column, and reads on', () => {
    const text = '{"a":1}\n{"b":}\n[1,2]\n{"c":3}\n';
    const read = readChunks(createNdjsonReader(), [text]);
    expect(read.map((entry) => entry.kind)).toEqual(['record', 'problem', 'problem', 'record']);
    expect(read[1]).toMatchObject({
      kind: 'problem',
      error: 'json',
      line: 2,
      column: 6,
      offset: 8,
      text: '{"b":}',
    });
    expect(read[2]).toMatchObject({ error: 'not_object', line: 3, column: 1, text: '[1,2]' });
  });

  it('turns a line longer than a bulk body into a problem keeping its start, and reads on', () => {
    const long = `{"text":"${'é'.repeat(1200)}"}`;
    const text = `{"a":1}\n${long}\r\n{"b":2}\n{"c":"${'x'.repeat(100)}"}`;
    const read = readAtEveryCut(() => createNdjsonReader({ maxLineBytes: 100 }), text);
    expect(read.map((entry) => entry.kind)).toEqual(['record', 'problem', 'record', 'problem']);
    expect(read[1]).toEqual({
      kind: 'problem',
      error: 'line_too_long',
      line: 2,
      column: 1,
      offset: 8,
      reason:
        'Line 2 is 2.41 kB, more than a bulk request of 100 B can carry; ' +
        'its first 1,000 characters are kept',
      text: long.slice(0, 1000),
    });
    expect(read[2]).toMatchObject({ line: 3, offset: offsetOfLine(text, 3), doc: { b: 2 } });
    expect(read[3]).toMatchObject({
      error: 'line_too_long',
      line: 4,
      offset: offsetOfLine(text, 4),
      reason: 'Line 4 is 108 B, more than a bulk request of 100 B can carry; it is kept whole',
    });
  });

  it('keeps integers beyond what a double holds exactly', () => {
    const [record] = readChunks(createNdjsonReader(), ['{"id":12345678901234567890}']);
    expect(record.kind === 'record' && String(record.doc.id)).toBe('12345678901234567890');
  });

  it('says a file with no document is empty', () => {
    for (const text of ['', '\n  \n'])
      expect(readChunks(createNdjsonReader(), [text])).toEqual([
        expect.objectContaining({ kind: 'problem', error: 'empty', line: 1, column: 1 }),
      ]);
  });

  it('counts offsets as UTF-16 does, from a byte order mark or a checkpoint', () => {
    const read = readChunks(createNdjsonReader({ encoding: 'utf-16le', line: 1, offset: 2 }), [
      '{"a":"é"}\n{"b":2}',
    ]);
    expect(read.map((entry) => entry.offset)).toEqual([2, 2 + 10 * 2]);
    const resumed = readChunks(createNdjsonReader({ line: 7, offset: 500 }), ['{"x":1}']);
    expect(resumed[0]).toMatchObject({ line: 7, offset: 500 });
  });
});
