import { isInvalidRegex, parseFieldMaxLength } from './settingsFields';

describe('isInvalidRegex', () => {
  it('accepts the default patterns and an empty one', () => {
    expect(isInvalidRegex('^\\..*')).toBe(false);
    expect(isInvalidRegex('^(ml|xpack|transform)\\.')).toBe(false);
    expect(isInvalidRegex('')).toBe(false);
  });

  it('flags patterns that do not compile', () => {
    expect(isInvalidRegex('^(ml|xpack')).toBe(true);
    expect(isInvalidRegex('[')).toBe(true);
    expect(isInvalidRegex('*')).toBe(true);
  });
});

describe('parseFieldMaxLength', () => {
  it('reads whole numbers from 1 to 1000, spaces around ignored', () => {
    expect(parseFieldMaxLength('1')).toBe(1);
    expect(parseFieldMaxLength(' 250 ')).toBe(250);
    expect(parseFieldMaxLength('1000')).toBe(1000);
  });

  it('rejects numbers out of range', () => {
    expect(parseFieldMaxLength('0')).toBeNull();
    expect(parseFieldMaxLength('1001')).toBeNull();
  });

  it('rejects fractions, signs, exponents and text', () => {
    for (const text of ['2.5', '-3', '+3', '1e2', '', 'ten', '0x10', '12 3']) {
      expect(parseFieldMaxLength(text)).toBeNull();
    }
  });
});
