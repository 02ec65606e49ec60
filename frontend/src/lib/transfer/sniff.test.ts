import { describe, expect, it } from 'vitest';
import { utf16Bytes, utf8Bytes } from './readerTesting';
import { isGzip, sniff, sniffEncoding, sniffFormat } from './sniff';

const utf16le = (text: string) => utf16Bytes(text, 'le');
const utf16be = (text: string) => utf16Bytes(text, 'be');
const utf8 = utf8Bytes;

describe('sniffEncoding', () => {
  it('reads byte order marks', () => {
    expect(sniffEncoding(utf8('\uFEFFa,b'))).toEqual({ encoding: 'utf-8', bom: 3 });
    expect(sniffEncoding(utf16le('\uFEFFa,b'))).toEqual({ encoding: 'utf-16le', bom: 2 });
    expect(sniffEncoding(utf16be('\uFEFFa,b'))).toEqual({ encoding: 'utf-16be', bom: 2 });
  });

  it('recognises UTF-16 without a byte order mark by its zero bytes', () => {
    expect(sniffEncoding(utf16le('name;city\nZoë;Köln\n'))).toEqual({
      encoding: 'utf-16le',
      bom: 0,
    });
    expect(sniffEncoding(utf16be('{"a":1}\n'))).toEqual({ encoding: 'utf-16be', bom: 0 });
    expect(sniffEncoding(utf8('naïve ☕ text'))).toEqual({ encoding: 'utf-8', bom: 0 });
    expect(sniffEncoding(new Uint8Array())).toEqual({ encoding: 'utf-8', bom: 0 });
  });
});

describe('sniffFormat', () => {
  it('tells a JSON array, a _bulk body and NDJSON apart', () => {
    expect(sniffFormat('\n  [{"a":1}]').format).toBe('json-array');
    expect(sniffFormat('{"index":{"_index":"a"}}\n{"a":1}\n').format).toBe('bulk');
    expect(sniffFormat('{"delete":{"_id":"1"}}').format).toBe('bulk');
    expect(sniffFormat('{"index":"not an action"}\n').format).toBe('ndjson');
    expect(sniffFormat('{"a":1}\n{"b":2}').format).toBe('ndjson');
  });

  it('guesses the delimiter the rows use alike', () => {
    expect(sniffFormat('a,b,c\n1,2,3\n').delimiter).toBe(',');
    expect(sniffFormat('a\tb\n"x,y,z"\t2\n').delimiter).toBe('\t');
    expect(sniffFormat('a;b;c\n1,5;2,5;3\n').delimiter).toBe(';');
    expect(sniffFormat('a|b\n1|2').delimiter).toBe('|');
    expect(sniffFormat('"multi\nline; here",x\n1,2\n').delimiter).toBe(',');
    expect(sniffFormat('single column\n').delimiter).toBe(',');
  });

  it('leaves out a last row cut short by the end of the sample', () => {
    expect(sniffFormat('a;b\n1;2\n3,4,5,6', false).delimiter).toBe(';');
  });
});

describe('sniff', () => {
  it('recognises gzip by its magic bytes', () => {
    expect(isGzip(new Uint8Array([0x1f, 0x8b, 8]))).toBe(true);
    expect(isGzip(utf8('{}'))).toBe(false);
  });

  it('gives encoding, byte order mark, format and delimiter from the first bytes', () => {
    expect(sniff(utf16le('\uFEFFa\tb\n1\t2\n'), true)).toEqual({
      encoding: 'utf-16le',
      bom: 2,
      format: 'csv',
      delimiter: '\t',
    });
    // The sample may stop inside a character.
    expect(sniff(utf8('[{"a":"☕"}]').subarray(0, 9)).format).toBe('json-array');
  });
});
