// The shapes of the health rules (healthRules.ts, healthRulesIndices.ts): what each rule says it
// checked, against which threshold from where, and what it found.
import type { LifecycleKind } from '../lifecycle';
import type { ClusterSettingsMaps, SettingSource } from '../watermarks';
import type { AffectedResource, HealthStatus } from './healthReport';

export type HealthRuleId =
  | 'unassignedShards'
  | 'diskWatermarks'
  | 'heapPressure'
  | 'threadPoolRejections'
  | 'shardsPerNode'
  | 'noReplicas'
  | 'lifecycleErrors'
  | 'failingSnapshots';

/** Where a threshold comes from: a setting (with where its value is set) or the engine's docs. */
export type ThresholdSource =
  { kind: 'setting'; setting: string; source: SettingSource } | { kind: 'documented' };

export interface RuleThreshold {
  /** As the engine writes it ('90%', '1000') or a number (85 for a percentage, 0 for a count). */
  value: string | number;
  from: ThresholdSource;
}

export interface RuleResource extends AffectedResource {
  /** The figures behind the finding (a node's heap percent, a shard's number and reason, …). */
  detail: Record<string, string | number | boolean | null>;
}

export interface HealthRuleResult {
  id: HealthRuleId;
  status: Exclude<HealthStatus, 'unavailable'>;
  /** How many things were checked (nodes, shards, indices, repositories); 0 when unknown. */
  checked: number;
  threshold: RuleThreshold | null;
  /** Cluster-wide figures of the rule (shards in use and the limit, data nodes). */
  measures: Record<string, number>;
  resources: RuleResource[];
}

/** The answers the rules read; each may be missing (not fetched, or refused). */
export interface HealthRuleInputs {
  /** GET _cluster/health */
  clusterHealth?: unknown;
  /** GET _nodes/stats/jvm,fs,thread_pool (the raw answer) */
  nodeStats?: unknown;
  /** GET _cluster/settings?flat_settings=true&include_defaults=true */
  settings?: ClusterSettingsMaps;
  /** GET _cat/shards?format=json&h=index,shard,prirep,state,node,unassigned.reason */
  shards?: unknown;
  /** GET _cat/indices?format=json&h=index,rep,health,status */
  indices?: unknown;
  /** The lifecycle explain of ILM or ISM. */
  lifecycle?: { kind: LifecycleKind; answer: unknown };
  /** GET _snapshot/{repository}/_all, per repository. */
  snapshots?: { repository: string; answer: unknown }[];
}

export const unknownRule = (id: HealthRuleId): HealthRuleResult => ({
  id,
  status: 'unknown',
  checked: 0,
  threshold: null,
  measures: {},
  resources: [],
});
