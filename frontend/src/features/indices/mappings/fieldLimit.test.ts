import { describe, expect, it } from 'vitest';
import { nearFieldLimit, totalFieldsLimit } from './fieldLimit';

describe('totalFieldsLimit', () => {
  it("reads the index's own setting before the default", () => {
    const answer = {
      books: {
        settings: { 'index.mapping.total_fields.limit': '2000' },
        defaults: { 'index.mapping.total_fields.limit': '1000' },
      },
    };
    expect(totalFieldsLimit(answer, 'books')).toBe(2000);
  });

  it('reads the default when the index does not set it', () => {
    const answer = {
      books: { settings: {}, defaults: { 'index.mapping.total_fields.limit': '5000' } },
    };
    expect(totalFieldsLimit(answer, 'books')).toBe(5000);
  });

  it('reads nested settings, and the one index behind an alias', () => {
    const answer = {
      'books-000001': { settings: { index: { mapping: { total_fields: { limit: 300 } } } } },
    };
    expect(totalFieldsLimit(answer, 'books')).toBe(300);
  });

  it('takes 1000 when the answer names no usable limit', () => {
    expect(totalFieldsLimit({}, 'books')).toBe(1000);
    expect(totalFieldsLimit(null, 'books')).toBe(1000);
    expect(totalFieldsLimit({ books: { settings: {} } }, 'books')).toBe(1000);
    expect(
      totalFieldsLimit(
        { books: { settings: { 'index.mapping.total_fields.limit': 'many' } } },
        'books',
      ),
    ).toBe(1000);
    expect(totalFieldsLimit({ a: {}, b: {} }, 'books')).toBe(1000);
  });
});

describe('nearFieldLimit', () => {
  it('warns only above 90% of the limit', () => {
    expect(nearFieldLimit(900, 1000)).toBe(false);
    expect(nearFieldLimit(901, 1000)).toBe(true);
    expect(nearFieldLimit(1200, 1000)).toBe(true);
  });
});
