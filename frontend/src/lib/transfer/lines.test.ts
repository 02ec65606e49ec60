import { describe, expect, it } from 'vitest';
import { byteLength, createLineSplitter, utf8Length, type Line } from './lines';
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
