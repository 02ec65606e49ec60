import { stringify as losslessStringify } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import {
  isLosslessNumber,
  isSerializableJsonValue,
  LosslessNumber,
  exactNumberReviver,
  mayHoldUnsafeNumber,
  parseJson,
  parseJsonUsing,
  stringifyJson,
  toNumber,
} from './json';

describe('mayHoldUnsafeNumber', () => {
  it('finds big integers and large exponents where JSON puts numbers', () => {
    for (const text of [
      '12345678901234567',
      '[1, -12345678901234567890]',
      '{"a":\n  1e400}',
      '{"a":1.5E-308}',
      '{"a":[2e+300]}',
    ]) {
      expect(mayHoldUnsafeNumber(text), text).toBe(true);
    }
  });

  it('ignores strings that only look like numbers: uuids, names, ids', () => {
    const uuids = JSON.stringify([
      { uuid: 'VSXwDQTbEa7Aja2W2KUT39' },
      { uuid: 'x4e1234abc' },
      { uuid: 'ab1E999' },
    ]);
    expect(mayHoldUnsafeNumber(uuids)).toBe(false);
    expect(
      mayHoldUnsafeNumber(
        '{"id":"12345678901234567890","ts":1700000000000,"f":0.28768207245178090}',
      ),
    ).toBe(false);
  });
});

describe('exactNumberReviver', () => {
  const revive = (source: string) => exactNumberReviver('n', JSON.parse(source), { source });

  it('holds numbers from their source text as the exact parser does', () => {
    const big = revive('9007199254740993');
    expect(isLosslessNumber(big) && big.value).toBe('9007199254740993');
    expect(isLosslessNumber(revive('1e400'))).toBe(true);
    expect(revive('0.28768207245178090')).toBe(0.2876820724517809);
    expect(revive('42')).toBe(42);
    expect(revive('-0')).toBe(-0);
  });

  it('leaves other values, and numbers without source text, as parsed', () => {
    expect(exactNumberReviver('s', '9007199254740993', { source: '"9007199254740993"' })).toBe(
      '9007199254740993',
    );
    expect(exactNumberReviver('n', 9007199254740992, undefined)).toBe(9007199254740992);
  });
});

describe('parseJsonUsing', () => {
  it('parses with the big-number library where the engine gives no source text', () => {
    const value = parseJsonUsing('{"a":[12345678901234567890,1.5]}', false) as { a: unknown[] };
    expect(isLosslessNumber(value.a[0]) && value.a[0].value).toBe('12345678901234567890');
    expect(value.a[1]).toBe(1.5);
  });
});

describe('parseJson', () => {
  it('keeps safe numbers as numbers', () => {
    expect(parseJson('{"a":1,"b":-2.5,"c":9007199254740991,"d":1e3}')).toEqual({
      a: 1,
      b: -2.5,
      c: 9007199254740991,
      d: 1000,
    });
  });

  it('keeps integers beyond 2^53 exact', () => {
    const value = parseJson('[9007199254740993, -18446744073709551615]') as unknown[];
    expect(value.map((v) => (isLosslessNumber(v) ? v.value : v))).toEqual([
      '9007199254740993',
      '-18446744073709551615',
    ]);
  });

  it('reads long floats as numbers (only digits beyond double precision are lost)', () => {
    expect(parseJson('0.28768207245178090')).toBe(0.2876820724517809);
  });

  it('keeps values that overflow or underflow a double exact', () => {
    expect(isLosslessNumber(parseJson('1e400'))).toBe(true);
    expect(isLosslessNumber(parseJson('1e-400'))).toBe(true);
  });

  it('gives the same result as JSON.parse when nothing needs exact handling', () => {
    const text = JSON.stringify({
      ratio: 1 / 3,
      ts: 1700000000000,
      id: '12345678901234567890',
      neg: -0.5,
      e: 1.5e-7,
    });
    expect(parseJson(text)).toEqual(JSON.parse(text));
  });

  it('finds a big integer after a large float or inside an array', () => {
    const value = parseJson('{"r":0.3333333333333333,"ids":[1,12345678901234567890]}') as {
      ids: unknown[];
    };
    expect(isLosslessNumber(value.ids[1])).toBe(true);
  });

  it('rejects invalid JSON on both paths', () => {
    expect(() => parseJson('{"a": 12345678901234567890,')).toThrow();
    expect(() => parseJson('{"a":')).toThrow();
  });
});

describe('stringifyJson', () => {
  it('round-trips big numbers digit for digit', () => {
    const text = '{"id":12345678901234567890,"n":1}';
    expect(stringifyJson(parseJson(text))).toBe(text);
  });

  it('indents like JSON.stringify', () => {
    expect(stringifyJson({ a: [1] }, 2)).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it('gives an empty string for undefined', () => {
    expect(stringifyJson(undefined)).toBe('');
  });

  it('prints values without big numbers as the big-number library does', () => {
    const value = {
      text: 'naïve "café"\n\u2028<b>',
      numbers: [0, -1.5, 142.85714285714286, 1e21, Number.NaN],
      nested: { deep: [{ at: new Date(Date.UTC(2026, 11, 3)) }], empty: {}, none: null },
      skipped: undefined,
    };
    expect(stringifyJson(value)).toBe(losslessStringify(value));
    expect(stringifyJson(value, 2)).toBe(losslessStringify(value, undefined, 2));
  });

  it('prints a big number deep in a value digit for digit', () => {
    const value = { a: [{ b: { id: new LosslessNumber('12345678901234567890') } }], n: 1 };
    expect(stringifyJson(value)).toBe('{"a":[{"b":{"id":12345678901234567890}}],"n":1}');
  });
});

describe('toNumber', () => {
  it('reads numbers, big numbers and numeric strings, not other values', () => {
    expect(toNumber(3)).toBe(3);
    expect(toNumber(new LosslessNumber('12345678901234567890'))).toBe(12345678901234567000);
    expect(toNumber(' 42 ')).toBe(42);
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('abc')).toBeUndefined();
    expect(toNumber(null)).toBeUndefined();
  });
});

describe('isSerializableJsonValue', () => {
  it('accepts plain values and big numbers, rejects class instances', () => {
    expect(isSerializableJsonValue({ a: 1 })).toBe(true);
    expect(isSerializableJsonValue(new LosslessNumber('1'))).toBe(true);
    expect(isSerializableJsonValue(new Date())).toBe(false);
    expect(isSerializableJsonValue(() => 1)).toBe(false);
  });
});
