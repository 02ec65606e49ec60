import { responseFileName, responseKind } from './responseFile';

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

  it("ends in the extension of the answer's kind", () => {
    expect(responseFileName('GET', '_cat/indices?v', 'text')).toBe('get__cat_indices_v.txt');
    expect(responseFileName('GET', '_cat/indices?format=yaml', 'yaml')).toBe(
      'get__cat_indices_format_yaml.yaml',
    );
    expect(responseFileName('POST', '_sql?format=csv', 'csv')).toBe('post__sql_format_csv.csv');
    expect(responseFileName('POST', '_sql?format=tsv', 'tsv')).toBe('post__sql_format_tsv.tsv');
  });
});

describe('responseKind', () => {
  it('reads JSON, vendor JSON and NDJSON content types as JSON, whatever the text', () => {
    expect(responseKind('application/json; charset=UTF-8', 'x')).toBe('json');
    expect(responseKind('application/vnd.elasticsearch+json;compatible-with=8', '{}')).toBe('json');
    expect(responseKind('application/x-ndjson', '{}\n{}')).toBe('json');
  });

  it('reads text/plain as text, even when the text starts like JSON', () => {
    const catIndices = 'health status index uuid\ngreen open logs 3fHc1x2aT0e\n';
    expect(responseKind('text/plain; charset=UTF-8', catIndices)).toBe('text');
    expect(responseKind('text/plain', '[1, 2]')).toBe('text');
    expect(responseKind('text/html', '<html></html>')).toBe('text');
  });

  it('tells YAML, CSV and TSV apart', () => {
    expect(responseKind('application/yaml', '---\n- health: "green"\n')).toBe('yaml');
    expect(responseKind('application/vnd.elasticsearch+yaml;compatible-with=8', '---')).toBe(
      'yaml',
    );
    expect(responseKind('text/csv; charset=utf-8', 'a,b\n1,2')).toBe('csv');
    expect(responseKind('text/tab-separated-values; charset=utf-8', 'a\tb')).toBe('tsv');
  });

  it('reads CBOR, SMILE and Arrow as binary, which is not offered as text', () => {
    expect(responseKind('application/cbor', '\u00bf')).toBe('binary');
    expect(responseKind('application/smile', ':)\n')).toBe('binary');
    expect(responseKind('application/x-jackson-smile', ':)\n')).toBe('binary');
    expect(responseKind('application/vnd.elasticsearch+cbor', '')).toBe('binary');
    expect(responseKind('application/vnd.apache.arrow.stream', '')).toBe('binary');
  });

  it('without a content type, goes by the text: JSON when it starts like JSON, or is empty', () => {
    expect(responseKind(undefined, '{"a":1}')).toBe('json');
    expect(responseKind('', '')).toBe('json');
    expect(responseKind(undefined, '// Network Error')).toBe('text');
  });
});
