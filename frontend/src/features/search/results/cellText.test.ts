import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../lib/json';
import { LosslessNumber } from '../../../lib/json';
import { cellText, fieldText, localTime, objectText, truncate } from './cellText';

const OPTIONS = { maxLength: 10, localizeTimestamp: false };

describe('truncate', () => {
  it('cuts text longer than the maximum and appends ...', () => {
    expect(truncate('abcdefghijk', 10)).toBe('abcdefghij...');
  });

  it('leaves text of exactly the maximum alone', () => {
    expect(truncate('abcdefghij', 10)).toBe('abcdefghij');
  });
});

describe('fieldText', () => {
  it('prints big integers exactly, inside objects too', () => {
    const doc = parseJson('{"big":9007199254740993,"nested":{"n":12345678901234567890}}') as Record<
      string,
      unknown
    >;
    expect(fieldText(doc.big)).toBe('9007199254740993');
    expect(fieldText(doc.nested)).toBe('{"n":12345678901234567890}');
  });

  it('shows objects and arrays as JSON, and nothing for null', () => {
    expect(fieldText({ a: [1, 'x'] })).toBe('{"a":[1,"x"]}');
    expect(fieldText(null)).toBe('');
    expect(fieldText(false)).toBe('false');
  });
});

describe('objectText', () => {
  const value = { n: new LosslessNumber('12345678901234567890'), list: [1, 'a', null] };
  const expected = '{"n":12345678901234567890,"list":[1,"a",null]}';

  it('prints big numbers exactly through the native serialiser', () => {
    // Stands in for the browser's JSON.rawJSON: every big number goes through it.
    const raw = (text: string) => `RAW(${text})`;
    expect(objectText(value, raw)).toBe('{"n":"RAW(12345678901234567890)","list":[1,"a",null]}');
  });

  it('prints them exactly without it too', () => {
    expect(objectText(value, undefined)).toBe(expected);
  });
});

describe('localTime', () => {
  it('reads like toLocaleString() and gives nothing for a value that is no time', () => {
    expect(localTime('2024-01-02T03:04:05Z')).toBe(
      new Date('2024-01-02T03:04:05Z').toLocaleString(),
    );
    expect(localTime(1704164645000)).toBe(new Date(1704164645000).toLocaleString());
    expect(localTime('soon')).toBe('');
  });
});

describe('cellText', () => {
  it('truncates long values of any column', () => {
    expect(cellText('message', 'x'.repeat(12), OPTIONS)).toBe(`${'x'.repeat(10)}...`);
    expect(cellText('nested', { key: 'value' }, OPTIONS)).toBe('{"key":"va...');
  });

  it('shows @timestamp in local time when the setting is on', () => {
    const value = '2024-01-02T03:04:05Z';
    expect(cellText('@timestamp', value, { maxLength: 100, localizeTimestamp: true })).toBe(
      new Date(value).toLocaleString(),
    );
    expect(cellText('@timestamp', value, { maxLength: 100, localizeTimestamp: false })).toBe(value);
  });

  it('localizes only the @timestamp column, and keeps a value that is no time', () => {
    expect(
      cellText('created', '2024-01-02T03:04:05Z', { maxLength: 100, localizeTimestamp: true }),
    ).toBe('2024-01-02T03:04:05Z');
    expect(cellText('@timestamp', 'soon', { maxLength: 100, localizeTimestamp: true })).toBe(
      'soon',
    );
  });

  it('keeps markup as text', () => {
    expect(
      cellText('html', '<img src=x onerror=alert(1)>', {
        maxLength: 100,
        localizeTimestamp: false,
      }),
    ).toBe('<img src=x onerror=alert(1)>');
  });
});
