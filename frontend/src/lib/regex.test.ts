import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileUserRegex, isHiddenBy } from './regex';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('compileUserRegex', () => {
  it('hides names matching the default hide-indices pattern', () => {
    const regex = compileUserRegex('^\\..*');
    expect(isHiddenBy(regex, '.kibana')).toBe(true);
    expect(isHiddenBy(regex, 'logs')).toBe(false);
  });

  it('filters nothing for an empty pattern', () => {
    expect(compileUserRegex('')).toBeNull();
    expect(isHiddenBy(compileUserRegex(''), '.kibana')).toBe(false);
  });

  it("filters nothing for an invalid pattern and logs 'invalid regex:'", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(compileUserRegex('(ml|')).toBeNull();
    expect(log).toHaveBeenCalledWith('invalid regex:', '(ml|', expect.anything());
  });
});
