import { describe, expect, it } from 'vitest';
import { searchPathFor } from './searchLink';

describe('searchPathFor', () => {
  it('puts the index in the query string of the search route', () => {
    expect(searchPathFor(2, 'logs')).toBe('/cluster/2/search?index=logs');
  });

  it('encodes names so that the search screen reads them back exactly', () => {
    for (const name of ['a+b', '100%', '<logs-{now/d}>', 'été-日', 'x&y=z#w']) {
      const url = new URL(searchPathFor(0, name), 'http://app.test');
      expect(url.searchParams.get('index')).toBe(name);
      expect(decodeURIComponent(url.search.slice('?index='.length))).toBe(name);
    }
  });
});
