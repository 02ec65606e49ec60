import { describe, expect, it } from 'vitest';
import { documentTitle, failedBulkItems } from './documentMessages';

describe('documentTitle', () => {
  it('is index / type / id, with _doc when the type is missing', () => {
    expect(documentTitle({ index: 'logs', id: 'a/b c' })).toBe('logs / _doc / a/b c');
    expect(documentTitle({ index: 'old', type: 'tweet', id: '1' })).toBe('old / tweet / 1');
  });
});

describe('failedBulkItems', () => {
  it('counts the items with an error', () => {
    const response = {
      errors: true,
      items: [
        { delete: { _id: '1', status: 200 } },
        { delete: { _id: '2', status: 404, error: { type: 'x' } } },
        { delete: { _id: '3', status: 500, error: 'boom' } },
      ],
    };
    expect(failedBulkItems(response)).toBe(2);
    expect(failedBulkItems({ errors: false, items: response.items })).toBe(0);
  });
});
