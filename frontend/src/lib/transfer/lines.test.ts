import { describe, expect, it } from 'vitest';
import { byteLength, createLineSplitter, LONG_LINE_START, utf8Length, type Line } from './lines';
import { utf8Bytes } from './readerTesting';

function split(chunks: string[], ...args: Parameters<typeof createLineSplitter>): Line[] {
  const splitter = createLineSplitter(...args);
  return [...chunks.flatMap((chunk) => splitter.push(chunk)), ...splitter.end()];
}

const TEXT = 'first line\r\nnaïve café ☕\n\nemoji 😀 here\r\nlast without break';

describe('createLineSplitter', () => {
  it('numbers the lines and places each at its UTF-8 byte offset, whatever the cuts', () => {
    const whole = split([TEXT]);
    expect(whole.map((line) => line.text)).toEqual([
      'first line',
      'naïve café ☕',
      '',
      'emoji 😀 here',
      'last without break',
    ]);
    expect(whole.map((line) => line.newline)).toEqual(['\r\n', '\n', '\n', '\r\n', '']);
    whole.forEach((line, index) => {
      expect(line.line).toBe(index + 1);
      const before = TEXT.split('\n').slice(0, index).join('\n');
      expect(line.offset).toBe(index === 0 ? 0 : utf8Bytes(before).length + 1);
    });
    for (let cut = 0; cut <= TEXT.length; cut++)
      expect(split([TEXT.slice(0, cut), TEXT.slice(cut)]), `cut at ${cut}`).toEqual(whole);
    expect(split([...TEXT])).toEqual(whole);
  });

  it('counts two bytes per code unit in UTF-16, and starts after a byte order mark', () => {
    const lines = split(['ab\r\n☕😀\nz'], 'utf-16le', { line: 1, offset: 2 });
    expect(lines.map((line) => line.offset)).toEqual([2, 2 + 4 * 2, 2 + 4 * 2 + 4 * 2]);
  });

  it('goes on from a checkpoint: line number and byte offset', () => {
    const lines = split(['x\ny'], 'utf-8', { line: 41, offset: 1000 });
    expect(lines.map(({ line, offset }) => [line, offset])).toEqual([
      [41, 1000],
      [42, 1002],
    ]);
  });

  it('gives no line for empty text, and none after a final line break', () => {
    expect(split([''])).toEqual([]);
    expect(split(['a\n']).map((line) => line.text)).toEqual(['a']);
  });

  it('holds only the line being read between chunks', () => {
    const splitter = createLineSplitter();
    expect(splitter.push('a'.repeat(10))).toEqual([]);
    expect(splitter.push('b\nc').map((line) => line.text)).toEqual(['a'.repeat(10) + 'b']);
    expect(splitter.end().map((line) => line.text)).toEqual(['c']);
  });
});

describe('createLineSplitter with a cap', () => {
  const CAP = 40;
  /** What the capped splitter gives: the lines of the splitter without a cap, the long ones cut. */
  function capped(lines: Line[]): Line[] {
    return lines.map((line) => {
      const bytes = utf8Bytes(line.text).length;
      if (bytes <= CAP) return line;
      return { ...line, text: line.text.slice(0, LONG_LINE_START), tooLong: { bytes } };
    });
  }

  const LONG = 'é☕😀 long '.repeat(150);
  const TEXT = [
    '{"a":1}',
    `${LONG}\r`,
    'x'.repeat(CAP) + '\r',
    'y'.repeat(CAP + 1),
    '',
    `naïve ${'z'.repeat(60)}\r`,
    '{"b":"☕"}',
    `${LONG}😀`,
  ].join('\n');

  it('gives a line over the cap its start and its size, the lines after it in place, whatever the cuts', () => {
    const whole = split([TEXT], 'utf-8', { line: 1, offset: 0 }, CAP);
    expect(whole).toEqual(capped(split([TEXT])));
    expect(whole.map((line) => line.tooLong?.bytes ?? null)).toEqual([
      null,
      utf8Bytes(LONG).length,
      null,
      CAP + 1,
      null,
      67,
      null,
      utf8Bytes(LONG).length + 4,
    ]);
    expect(whole[1]).toMatchObject({ text: LONG.slice(0, LONG_LINE_START), newline: '\r\n' });
    expect(whole[5]).toMatchObject({ text: `naïve ${'z'.repeat(60)}`, newline: '\r\n' });
    for (let cut = 0; cut <= TEXT.length; cut++) {
      const parts = [TEXT.slice(0, cut), TEXT.slice(cut)];
      expect(split(parts, 'utf-8', undefined, CAP), `cut at ${cut}`).toEqual(whole);
    }
    expect(split([...TEXT], 'utf-8', undefined, CAP)).toEqual(whole);
  });

  it('counts a long line in UTF-16 by the bytes a bulk body gives it, and places the next ones', () => {
    const text = `${'a'.repeat(CAP)}\r\n${'☕'.repeat(CAP)}\n${'😀'.repeat(CAP)}\r\nend`;
    const whole = split([text], 'utf-16le', { line: 3, offset: 2 }, CAP);
    expect(whole.map(({ line, offset, tooLong }) => [line, offset, tooLong?.bytes])).toEqual([
      [3, 2, undefined],
      [4, 2 + (CAP + 2) * 2, CAP * 3],
      [5, 2 + (CAP + 2) * 2 + (CAP + 1) * 2, CAP * 4],
      [6, 2 + (CAP + 2) * 2 + (CAP + 1) * 2 + (2 * CAP + 2) * 2, undefined],
    ]);
    for (let cut = 0; cut <= text.length; cut++) {
      const parts = [text.slice(0, cut), text.slice(cut)];
      expect(split(parts, 'utf-16le', { line: 3, offset: 2 }, CAP), `cut at ${cut}`).toEqual(whole);
    }
  });

  it('keeps no half of a character at the end of the start it keeps', () => {
    const text = `${'a'.repeat(LONG_LINE_START - 1)}😀${'b'.repeat(10)}`;
    const [line] = split([...text], 'utf-8', undefined, CAP);
    expect(line.text).toBe('a'.repeat(LONG_LINE_START - 1));
    expect(line.tooLong).toEqual({ bytes: LONG_LINE_START - 1 + 4 + 10 });
  });

  it('keeps only the start of a line of any length, read in chunks', () => {
    const splitter = createLineSplitter('utf-8', undefined, 10_000);
    const chunk = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 160; i++) expect(splitter.push(chunk)).toEqual([]);
    const [long, next] = splitter.push('x\r\n{"a":1}\n');
    expect(long).toEqual({
      text: 'x'.repeat(LONG_LINE_START),
      line: 1,
      offset: 0,
      newline: '\r\n',
      tooLong: { bytes: 160 * chunk.length + 1 },
    });
    expect(next).toEqual({
      text: '{"a":1}',
      line: 2,
      offset: 160 * chunk.length + 3,
      newline: '\n',
    });
    expect(splitter.end()).toEqual([]);
  });
});

describe('byteLength', () => {
  it('counts UTF-8 bytes as the encoder does, a lone surrogate as the replacement character', () => {
    for (const text of ['', 'ascii', 'é', '☕', '😀', 'a😀b\u00ff\u0800', '\ud800x'])
      expect(byteLength(text, 'utf-8'), text).toBe(utf8Bytes(text).length);
    expect(utf8Length('x😀y', 1, 3)).toBe(4);
    expect(utf8Length('x😀y', 1, 2)).toBe(3);
    const long = 'é☕😀a'.repeat(20_000);
    expect(utf8Length(long)).toBe(utf8Bytes(long).length);
    expect(utf8Length(long, 5, 70_001)).toBe(utf8Bytes(long.slice(5, 70_001)).length);
    expect(byteLength('a😀', 'utf-16be')).toBe(6);
  });
});
