import { afterEach, vi } from 'vitest';
import { formatResponse, indentJson, looksLikeJson, plainResponse } from './responseFormat';

/** The decoders indentJson used since the last reset: their encoding and input's element size. */
const decoded: string[] = [];
class RecordingDecoder extends TextDecoder {
  override decode(input?: AllowSharedBufferSource): string {
    const size = ArrayBuffer.isView(input) ? (input as Uint8Array).BYTES_PER_ELEMENT : 0;
    decoded.push(`${this.encoding} from ${size}-byte units`);
    return super.decode(input);
  }
}

describe('indentJson', () => {
  it('indents objects and arrays two spaces per level, like JSON.stringify', () => {
    const value = {
      took: 3,
      hits: { total: { value: 1 }, hits: [{ _id: 'a', tags: ['x', 'y'] }] },
      empty: {},
      none: [],
    };
    expect(indentJson(JSON.stringify(value))).toBe(JSON.stringify(value, null, 2));
  });

  it('keeps numbers exactly as written, 64-bit ids and 1.0 included', () => {
    expect(indentJson('{"id":9007199254740993,"ratio":1.0,"big":1e400}')).toBe(
      '{\n  "id": 9007199254740993,\n  "ratio": 1.0,\n  "big": 1e400\n}',
    );
  });

  it('keeps non-ASCII text and surrogate pairs intact', () => {
    expect(indentJson('{"name":"café 東京 😀"}')).toBe('{\n  "name": "café 東京 😀"\n}');
  });

  it('leaves strings alone: structural characters, escaped quotes and backslashes inside them', () => {
    const text = '{"q":"a, {b}: [c]","e":"say \\"hi\\"","p":"C:\\\\","n":"x"}';
    expect(JSON.parse(indentJson(text))).toEqual(JSON.parse(text));
    expect(indentJson(text)).toContain('"a, {b}: [c]"');
    expect(indentJson(text)).toContain('"C:\\\\",\n');
  });

  it('re-indents already indented JSON to the same result', () => {
    const pretty = JSON.stringify({ a: [1, { b: null }], c: true }, null, 4);
    expect(indentJson(pretty)).toBe(JSON.stringify(JSON.parse(pretty), null, 2));
  });

  it('puts consecutive top-level values on their own lines', () => {
    expect(indentJson('{"a":1}\n{"b":2}\n')).toBe('{\n  "a": 1\n}\n{\n  "b": 2\n}');
  });

  it('does not lose characters of broken JSON', () => {
    const broken = '{"a": [1, 2';
    expect(indentJson(broken).replace(/\s/g, '')).toBe(broken.replace(/\s/g, ''));
  });
  describe('the text it hands over', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      decoded.length = 0;
    });

    // Chromium keeps text decoded from bytes at one byte per character when it is ASCII, and
    // text decoded from UTF-16 at two: 34 MB instead of 17 MB for a 10 MB answer indented, on
    // the page too once the worker hands it over.
    it('decodes ASCII text from bytes, and other text from UTF-16 without losing a character', () => {
      vi.stubGlobal('TextDecoder', RecordingDecoder);
      const ascii = JSON.stringify({ took: 3, hits: [{ _id: 'a', q: 'say "hi" at C:\\' }] });
      expect(indentJson(ascii)).toBe(JSON.stringify(JSON.parse(ascii), null, 2));
      expect(decoded).toEqual(['utf-8 from 1-byte units']);
      // A character past ASCII anywhere: in a string, escaped in one, outside any (broken JSON).
      const others = ['{"a":"é"}', '{"a":"\\é"}', '{"a":é}', '{"é":[1,2]}', '{"a":"東京😀"}'];
      for (const text of others) {
        expect(indentJson(text).replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      }
      expect(decoded.slice(1)).toEqual(others.map(() => 'utf-16le from 2-byte units'));
    });
  });
});

describe('looksLikeJson', () => {
  it('recognises objects and arrays after leading whitespace', () => {
    expect(looksLikeJson('  {"a":1}')).toBe(true);
    expect(looksLikeJson('\n[1]')).toBe(true);
  });

  it('treats _cat text and empty bodies as text', () => {
    expect(looksLikeJson('health status index\ngreen  open   logs')).toBe(false);
    expect(looksLikeJson('')).toBe(false);
  });
});

describe('formatResponse', () => {
  it('indents JSON and shows text as it is', () => {
    expect(formatResponse('{"a":1}')).toEqual({
      text: '{\n  "a": 1\n}',
      truncated: false,
      shownLength: 7,
      totalLength: 7,
    });
    const cat = 'health status index\ngreen  open   logs\n';
    expect(formatResponse(cat)).toEqual({
      text: cat,
      truncated: false,
      shownLength: cat.length,
      totalLength: cat.length,
    });
  });

  it('shows only the beginning of a body over the limit and reports its full length', () => {
    const body = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ i })) });
    const result = formatResponse(body, 40);
    expect(result.truncated).toBe(true);
    expect(result.totalLength).toBe(body.length);
    expect(result.shownLength).toBe(40);
    expect(result.text.replace(/\s/g, '')).toBe(body.slice(0, 40));
  });

  it('does not cut a body exactly at the limit', () => {
    expect(formatResponse('abcd', 4)).toEqual({
      text: 'abcd',
      truncated: false,
      shownLength: 4,
      totalLength: 4,
    });
  });
});

describe('plainResponse', () => {
  it('shows an answer that is not JSON as it is, even when it starts like JSON', () => {
    expect(plainResponse('[1,2]\n{"a":1}')).toEqual({
      text: '[1,2]\n{"a":1}',
      truncated: false,
      shownLength: 13,
      totalLength: 13,
    });
  });

  it('shows only the beginning past the limit', () => {
    expect(plainResponse('abcdef', 4)).toEqual({
      text: 'abcd',
      truncated: true,
      shownLength: 4,
      totalLength: 6,
    });
  });
});
