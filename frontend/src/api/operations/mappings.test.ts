import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import { fieldLimitPath, getFieldLimit, getMapping, mappingPath, putMapping } from './mappings';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mapping operations', () => {
  it('reads the mapping of one index', async () => {
    expect(await captureRequests(() => getMapping(TEST_TARGET, 'books'))).toEqual([
      expected('GET', 'books/_mapping'),
    ]);
  });

  it('reads only the field limit, with its default', async () => {
    expect(await captureRequests(() => getFieldLimit(TEST_TARGET, 'books'))).toEqual([
      expected(
        'GET',
        'books/_settings/index.mapping.total_fields.limit?include_defaults=true&flat_settings=true',
      ),
    ]);
  });

  it('adds fields with the body as JSON', async () => {
    const body = { properties: { email: { type: 'keyword' } } };
    expect(await captureRequests(() => putMapping(TEST_TARGET, { index: 'books', body }))).toEqual([
      expected('PUT', 'books/_mapping', JSON.stringify(body)),
    ]);
  });

  it('escapes the index name as one path segment', () => {
    expect(mappingPath('<logs-{now/d}>')).toBe('%3Clogs-%7Bnow%2Fd%7D%3E/_mapping');
    expect(fieldLimitPath('a b')).toBe(
      'a%20b/_settings/index.mapping.total_fields.limit?include_defaults=true&flat_settings=true',
    );
  });
});
