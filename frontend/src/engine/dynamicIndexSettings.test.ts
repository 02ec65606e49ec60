import { describe, expect, it } from 'vitest';
import { engineSettings, isDynamicSetting } from './dynamicIndexSettings';
import { engineProfile } from './profile';

describe('isDynamicSetting', () => {
  it('knows the settings an open index accepts', () => {
    for (const key of [
      'index.number_of_replicas',
      'index.auto_expand_replicas',
      'index.refresh_interval',
      'index.max_result_window',
      'index.blocks.read_only_allow_delete',
      'index.blocks.write',
      'index.default_pipeline',
      'index.hidden',
      'index.search.idle.after',
      'index.translog.durability',
      'index.mapping.total_fields.limit',
      'index.unassigned.node_left.delayed_timeout',
    ])
      expect(isDynamicSetting(key), key).toBe(true);
  });

  it('takes whole families: allocation filters, slow logs, ILM and ISM', () => {
    for (const key of [
      'index.routing.allocation.include._tier_preference',
      'index.routing.allocation.exclude._name',
      'index.routing.allocation.require.box_type',
      'index.search.slowlog.threshold.query.warn',
      'index.indexing.slowlog.source',
      'index.lifecycle.name',
      'index.plugins.index_state_management.rollover_alias',
      'index.opendistro.index_state_management.policy_id',
    ])
      expect(isDynamicSetting(key), key).toBe(true);
  });

  it('refuses static settings, unknown names and a bare family prefix', () => {
    for (const key of [
      'index.number_of_shards',
      'index.codec',
      'index.analysis.analyzer.content.type',
      'index.sort.field',
      'index.routing_partition_size',
      'index.number_of_routing_shards',
      'index.store.type',
      'index.replication.type',
      'index.knn',
      'index.routing.allocation.include',
      'index.made_up_setting',
      '',
    ])
      expect(isDynamicSetting(key), key).toBe(false);
  });

  it('accepts a name without the leading index.', () => {
    expect(isDynamicSetting('number_of_replicas')).toBe(true);
    expect(isDynamicSetting('blocks.read_only')).toBe(true);
    expect(isDynamicSetting('number_of_shards')).toBe(false);
  });
});

describe('engineSettings', () => {
  it("suggests each engine's own dynamic settings: ILM on Elasticsearch, ISM on OpenSearch", () => {
    const elasticsearch = engineSettings(engineProfile('elasticsearch', '8.15.2'));
    const opensearch = engineSettings(engineProfile('opensearch', '2.19.1'));
    for (const key of [...elasticsearch, ...opensearch])
      expect(isDynamicSetting(key), key).toBe(true);
    expect(elasticsearch).toContain('index.lifecycle.name');
    expect(elasticsearch).not.toContain('index.plugins.index_state_management.rollover_alias');
    expect(opensearch).toContain('index.plugins.index_state_management.rollover_alias');
    expect(opensearch).not.toContain('index.lifecycle.name');
  });
});
