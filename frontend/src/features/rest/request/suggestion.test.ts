import { withSuggestion } from './suggestion';

describe('withSuggestion', () => {
  it('replaces the mistyped segment, keeping the query string', () => {
    const check = {
      code: 'nearestEndpoint',
      values: { typed: '_serach', suggestion: '_search' },
    } as const;
    expect(withSuggestion('/logs/_serach?size=1', check)).toBe('/logs/_search?size=1');
    expect(withSuggestion('_serach', check)).toBe('_search');
    // A segment that only contains the typed text is left alone.
    expect(withSuggestion('/x_serach/_serach', check)).toBe('/x_serach/_search');
  });

  it('replaces the mistyped parameter name, keeping its value', () => {
    const check = {
      code: 'nearestParam',
      values: { param: 'sise', endpoint: 'search', suggestion: 'size' },
    } as const;
    expect(withSuggestion('/_search?pretty&sise=5', check)).toBe('/_search?pretty&size=5');
    expect(withSuggestion('/_search?sise', check)).toBe('/_search?size');
  });

  it('leaves the path as it is when the check names nothing in it', () => {
    const check = {
      code: 'nearestEndpoint',
      values: { typed: '_serach', suggestion: '_search' },
    } as const;
    expect(withSuggestion('/_search', check)).toBe('/_search');
    expect(withSuggestion('/_search', { code: 'method', values: {} })).toBe('/_search');
  });
});
