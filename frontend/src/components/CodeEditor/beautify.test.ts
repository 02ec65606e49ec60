import { describe, expect, it } from 'vitest';
import { beautifyJson } from './beautify';

describe('beautifyJson', () => {
  it('indents compact JSON with two spaces', () => {
    expect(beautifyJson('{"query":{"match_all":{}},"size":10}')).toEqual({
      ok: true,
      text: '{\n  "query": {\n    "match_all": {}\n  },\n  "size": 10\n}',
    });
  });

  it('keeps 64-bit integers and number spellings exactly as written', () => {
    const result = beautifyJson('{"id":9007199254740993,"ratio":1.0,"big":1e400}');
    expect(result.ok && result.text).toBe(
      '{\n  "id": 9007199254740993,\n  "ratio": 1.0,\n  "big": 1e400\n}',
    );
  });

  it('keeps key order', () => {
    const result = beautifyJson('{"b":1,"a":2}');
    expect(result.ok && result.text.indexOf('"b"')).toBeLessThan(
      result.ok ? result.text.indexOf('"a"') : 0,
    );
  });

  it('reports text that is not JSON instead of changing it', () => {
    const result = beautifyJson('{"query": ');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/\S/);
  });

  it('leaves blank text alone', () => {
    expect(beautifyJson('  \n')).toEqual({ ok: true, text: '  \n' });
  });
});
