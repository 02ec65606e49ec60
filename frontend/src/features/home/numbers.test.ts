import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it("groups digits the way the user's language does", () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'fr')).toBe('1\u202f234\u202f567');
    expect(formatCount(1234567, 'it')).toBe('1.234.567');
  });

  it('reads the product codes cn and jp as Chinese and Japanese', () => {
    expect(formatCount(1234, 'jp')).toBe('1,234');
    expect(formatCount(1234, 'cn')).toBe('1,234');
  });

  it('falls back to English for a code it does not know', () => {
    expect(formatCount(1234.5, 'xx')).toBe('1,234.5');
  });
});
