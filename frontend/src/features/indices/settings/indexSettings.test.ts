import { describe, expect, it } from 'vitest';
import { filterSettingRows, settingRows, settingValueText, type SettingRow } from './indexSettings';

// GET my-index-000001/_settings?flat_settings=true&include_defaults=true on Elasticsearch 8
// (the defaults cut down to a few).
const ELASTICSEARCH_ANSWER = {
  'my-index-000001': {
    settings: {
      'index.creation_date': '1718000000000',
      'index.number_of_replicas': '1',
      'index.number_of_shards': '1',
      'index.provided_name': 'my-index-000001',
      'index.routing.allocation.include._tier_preference': 'data_content',
      'index.uuid': 'hBRv6GB6T3C3lLbvVfE8Ng',
      'index.version.created': '8505000',
    },
    defaults: {
      'index.blocks.read_only_allow_delete': 'false',
      'index.codec': 'default',
      'index.max_result_window': '10000',
      'index.query.default_field': ['*'],
      'index.refresh_interval': '1s',
    },
  },
};

// The same request on OpenSearch 2, which adds its plugins' settings and the replication type.
const OPENSEARCH_ANSWER = {
  logs: {
    settings: {
      'index.creation_date': '1718000000000',
      'index.number_of_replicas': '1',
      'index.number_of_shards': '2',
      'index.plugins.index_state_management.rollover_alias': 'logs-write',
      'index.provided_name': 'logs',
      'index.replication.type': 'DOCUMENT',
      'index.uuid': 'q2kJ6mM8Ri2cS6V8y8Jx5A',
      'index.version.created': '136367827',
    },
    defaults: {
      'index.plugins.index_state_management.auto_manage': 'true',
      'index.plugins.index_state_management.rollover_skip': 'false',
      'index.refresh_interval': '1s',
      'index.remote_store.enabled': 'false',
    },
  },
};

describe('settingRows', () => {
  it('lists the set settings and the defaults of an Elasticsearch index, sorted by key', () => {
    expect(settingRows(ELASTICSEARCH_ANSWER, 'my-index-000001')).toEqual([
      { key: 'index.blocks.read_only_allow_delete', value: 'false', set: false },
      { key: 'index.codec', value: 'default', set: false },
      { key: 'index.creation_date', value: '1718000000000', set: true },
      { key: 'index.max_result_window', value: '10000', set: false },
      { key: 'index.number_of_replicas', value: '1', set: true },
      { key: 'index.number_of_shards', value: '1', set: true },
      { key: 'index.provided_name', value: 'my-index-000001', set: true },
      { key: 'index.query.default_field', value: ['*'], set: false },
      { key: 'index.refresh_interval', value: '1s', set: false },
      {
        key: 'index.routing.allocation.include._tier_preference',
        value: 'data_content',
        set: true,
      },
      { key: 'index.uuid', value: 'hBRv6GB6T3C3lLbvVfE8Ng', set: true },
      { key: 'index.version.created', value: '8505000', set: true },
    ]);
  });

  it('reads an OpenSearch index with its plugin settings', () => {
    const rows = settingRows(OPENSEARCH_ANSWER, 'logs');
    expect(rows.filter((row) => row.key.startsWith('index.plugins.'))).toEqual([
      { key: 'index.plugins.index_state_management.auto_manage', value: 'true', set: false },
      {
        key: 'index.plugins.index_state_management.rollover_alias',
        value: 'logs-write',
        set: true,
      },
      { key: 'index.plugins.index_state_management.rollover_skip', value: 'false', set: false },
    ]);
    expect(rows).toContainEqual({ key: 'index.replication.type', value: 'DOCUMENT', set: true });
    expect(rows).toHaveLength(12);
  });

  it('shows the set value over a default of the same key', () => {
    const answer = {
      idx: {
        settings: { 'index.refresh_interval': '30s' },
        defaults: { 'index.refresh_interval': '1s', 'index.hidden': 'false' },
      },
    };
    expect(settingRows(answer, 'idx')).toEqual([
      { key: 'index.hidden', value: 'false', set: false },
      { key: 'index.refresh_interval', value: '30s', set: true },
    ]);
  });

  it('keeps list values as lists, an empty list included', () => {
    const answer = {
      idx: {
        settings: { 'index.query.default_field': ['title', 'body'] },
        defaults: { 'index.routing.allocation.include._name': [] },
      },
    };
    expect(settingRows(answer, 'idx')).toEqual([
      { key: 'index.query.default_field', value: ['title', 'body'], set: true },
      { key: 'index.routing.allocation.include._name', value: [], set: false },
    ]);
  });

  it('flattens the answer without flat_settings into the same dotted keys', () => {
    const nested = {
      'my-index-000001': {
        settings: {
          index: {
            routing: { allocation: { include: { _tier_preference: 'data_content' } } },
            number_of_shards: '1',
            version: { created: '8505000' },
          },
        },
        defaults: { index: { query: { default_field: ['*'] }, refresh_interval: '1s' } },
      },
    };
    expect(settingRows(nested, 'my-index-000001')).toEqual([
      { key: 'index.number_of_shards', value: '1', set: true },
      { key: 'index.query.default_field', value: ['*'], set: false },
      { key: 'index.refresh_interval', value: '1s', set: false },
      {
        key: 'index.routing.allocation.include._tier_preference',
        value: 'data_content',
        set: true,
      },
      { key: 'index.version.created', value: '8505000', set: true },
    ]);
  });

  it('gives only the set rows for an answer without include_defaults', () => {
    const answer = { idx: { settings: { 'index.number_of_shards': '3' } } };
    expect(settingRows(answer, 'idx')).toEqual([
      { key: 'index.number_of_shards', value: '3', set: true },
    ]);
  });

  it('gives no rows for an answer of another shape or another index', () => {
    expect(settingRows(null, 'idx')).toEqual([]);
    expect(settingRows('error', 'idx')).toEqual([]);
    expect(settingRows([ELASTICSEARCH_ANSWER], 'my-index-000001')).toEqual([]);
    expect(settingRows(ELASTICSEARCH_ANSWER, 'other')).toEqual([]);
    expect(settingRows(ELASTICSEARCH_ANSWER, 'constructor')).toEqual([]);
    expect(settingRows({ idx: null }, 'idx')).toEqual([]);
    expect(settingRows({ idx: { settings: 'x', defaults: [1] } }, 'idx')).toEqual([]);
  });

  it('skips values that are no setting value and reads numbers and booleans as text', () => {
    const answer = {
      idx: {
        settings: {
          'index.a': null,
          'index.b': [{ nested: 'object' }],
          'index.c': 3,
          'index.d': true,
          'index.e': ['x', null],
        },
      },
    };
    expect(settingRows(answer, 'idx')).toEqual([
      { key: 'index.c', value: '3', set: true },
      { key: 'index.d', value: 'true', set: true },
    ]);
  });
});

describe('filterSettingRows', () => {
  const rows: SettingRow[] = settingRows(ELASTICSEARCH_ANSWER, 'my-index-000001');
  const keys = (kept: SettingRow[]) => kept.map((row) => row.key);

  it('matches the key or the value, ignoring case', () => {
    expect(keys(filterSettingRows(rows, 'REFRESH'))).toEqual(['index.refresh_interval']);
    expect(keys(filterSettingRows(rows, 'Data_Content'))).toEqual([
      'index.routing.allocation.include._tier_preference',
    ]);
  });

  it('needs every word to match, each in the key or the value', () => {
    expect(keys(filterSettingRows(rows, 'index 1s'))).toEqual(['index.refresh_interval']);
    expect(keys(filterSettingRows(rows, '  number   replicas '))).toEqual([
      'index.number_of_replicas',
    ]);
    expect(filterSettingRows(rows, 'replicas shards')).toEqual([]);
  });

  it('reads a list value as JSON', () => {
    expect(keys(filterSettingRows(rows, '["*"]'))).toEqual(['index.query.default_field']);
  });

  it('keeps every row for blank text', () => {
    expect(filterSettingRows(rows, '')).toEqual(rows);
    expect(filterSettingRows(rows, '   ')).toEqual(rows);
  });
});

describe('settingValueText', () => {
  it('shows text as is and a list as JSON', () => {
    expect(settingValueText('1s')).toBe('1s');
    expect(settingValueText(['a', 'b'])).toBe('["a","b"]');
    expect(settingValueText([])).toBe('[]');
  });
});
