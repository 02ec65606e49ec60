import { responseFileName } from './responseFile';

describe('responseFileName', () => {
  it('joins the lower-case method and the path with runs of non-word characters as _', () => {
    expect(responseFileName('GET', '_cat/indices?v&s=index')).toBe(
      'get__cat_indices_v_s_index.json',
    );
    expect(responseFileName('POST', 'logs-2024.06/_search')).toBe('post_logs_2024_06__search.json');
  });

  it('replaces a run of several characters by one _', () => {
    expect(responseFileName('DELETE', 'a///b')).toBe('delete_a_b.json');
  });

  it('gives a name for an empty path', () => {
    expect(responseFileName('GET', '')).toBe('get_.json');
  });

  it('replaces characters outside ASCII words, so the name is safe on every system', () => {
    expect(responseFileName('PUT', 'café index')).toBe('put_caf_index.json');
  });
});
