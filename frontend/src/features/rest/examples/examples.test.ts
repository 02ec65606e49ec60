import { filterExamples, REST_EXAMPLES, type ExampleRow } from './examples';

const rows: ExampleRow[] = REST_EXAMPLES.map((example) => ({
  ...example,
  description: `about ${example.id}`,
}));

describe('REST_EXAMPLES', () => {
  it('holds the ten requests in order', () => {
    expect(REST_EXAMPLES.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET _cat/indices',
      'GET _cat/aliases',
      'GET _cat/shards',
      'POST _bulk',
      'POST _security/api_key',
      'POST _flush',
      'POST _nodes/reload_secure_settings',
      'PUT example-index',
      'PUT _all/_settings',
      'DELETE example-index',
    ]);
  });

  it('gives the bulk example an NDJSON body of index, delete, create and update actions', () => {
    const bulk = REST_EXAMPLES.find((e) => e.path === '_bulk');
    const lines = (bulk?.body ?? '').split('\n');
    expect(lines.at(-1)).toBe('');
    const parsed = lines.slice(0, -1).map((line) => JSON.parse(line) as Record<string, unknown>);
    const actions = parsed
      .map((line) => Object.keys(line)[0])
      .filter((key) => ['index', 'delete', 'create', 'update'].includes(key));
    expect(actions).toEqual(['index', 'delete', 'create', 'update']);
  });

  it('gives the example bodies', () => {
    const body = (path: string, method = 'PUT') =>
      JSON.parse(
        REST_EXAMPLES.find((e) => e.path === path && e.method === method)?.body ?? 'null',
      ) as unknown;
    expect(body('_security/api_key', 'POST')).toMatchObject({ expiration: '1d' });
    expect(body('example-index')).toEqual({
      settings: { index: { number_of_shards: 2, number_of_replicas: 1 } },
    });
    expect(body('_all/_settings')).toEqual({
      index: { blocks: { read_only_allow_delete: 'false' } },
    });
  });

  it('links each to its https documentation page and has unique ids', () => {
    expect(REST_EXAMPLES.every((e) => e.doc.startsWith('https://'))).toBe(true);
    expect(new Set(REST_EXAMPLES.map((e) => e.id)).size).toBe(REST_EXAMPLES.length);
  });
});

describe('filterExamples', () => {
  it('shows everything for an empty filter', () => {
    expect(filterExamples(rows, ' ')).toHaveLength(10);
  });

  it('matches method, path and description, ignoring case', () => {
    expect(filterExamples(rows, 'delete').map((r) => r.id)).toEqual(['deleteIndex']);
    expect(filterExamples(rows, '_CAT').map((r) => r.id)).toEqual([
      'catIndices',
      'catAliases',
      'catShards',
    ]);
    expect(filterExamples(rows, 'about flush').map((r) => r.id)).toEqual(['flush']);
  });

  it('filters one column with column:value', () => {
    expect(filterExamples(rows, 'method:put').map((r) => r.id)).toEqual([
      'createIndex',
      'allWritable',
    ]);
  });
});
