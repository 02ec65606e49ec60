// The health view's pure parts: the screen each affected resource opens on, the answers each rule
// reads (so a refused answer says which rules could not check), a rule's figures as text, and
// when the health report may be asked again.
import {
  HEALTH_REPORT_MIN_INTERVAL_MS,
  type AffectedResource,
} from '../../../engine/diagnostics/healthReport';
import type { HealthRuleId, RuleResource } from '../../../engine/diagnostics/healthRuleTypes';
import { formatBytes } from '../../../lib/bytes';
import { paths } from '../../../routing/paths';
import type { RuleInputName } from './healthApi';

/** The screen that fixes `resource`, or null for what no screen shows (a feature state). */
export function resourcePath(clusterIndex: number, resource: AffectedResource): string | null {
  switch (resource.kind) {
    case 'index':
      return paths.indices(clusterIndex, { filter: resource.name });
    case 'node':
      return paths.nodes(clusterIndex, resource.id === null ? {} : { node: resource.id });
    case 'ilmPolicy':
      return paths.lifecycle(clusterIndex);
    case 'slmPolicy':
      return paths.snapshotRepositories(clusterIndex);
    case 'repository':
      return paths.snapshots(clusterIndex, resource.name);
    case 'featureState':
      return null;
  }
}

/** The answers each rule reads: when one is missing, the rule could not check. */
export const RULE_INPUTS: Record<HealthRuleId, readonly RuleInputName[]> = {
  unassignedShards: ['shards'],
  diskWatermarks: ['nodeStats'],
  heapPressure: ['nodeStats'],
  threadPoolRejections: ['nodeStats'],
  shardsPerNode: ['clusterHealth'],
  noReplicas: ['indices'],
  lifecycleErrors: ['lifecycle'],
  failingSnapshots: ['snapshots'],
};

/** The first refused answer of those `rule` reads, or null. */
export function failedInput<E>(
  rule: HealthRuleId,
  failed: Partial<Record<RuleInputName, E>>,
): E | null {
  for (const name of RULE_INPUTS[rule]) {
    const error = failed[name];
    if (error !== undefined) return error;
  }
  return null;
}

/** The figures the rules give about a resource (RuleResource['detail'] keys). */
const FACT_KEYS = [
  'level',
  'usedPercent',
  'free',
  'heapPercent',
  'pool',
  'rejected',
  'shard',
  'primary',
  'replica',
  'reason',
  'policy',
  'step',
  'snapshot',
  'state',
] as const;

export type FactKey = (typeof FACT_KEYS)[number];

const isFactKey = (key: string): key is FactKey => (FACT_KEYS as readonly string[]).includes(key);

/** One figure of a rule's resource: its label's key and its value as text. */
export interface ResourceFact {
  key: FactKey;
  value: string;
}

const PERCENT_KEYS = new Set(['usedPercent', 'heapPercent']);

/**
 * A resource's figures as text: percentages rounded, free bytes in units, a shard copy named
 * primary or replica; blanks and figures of no known name left out.
 */
export function resourceFacts(detail: RuleResource['detail']): ResourceFact[] {
  const facts: ResourceFact[] = [];
  for (const [key, value] of Object.entries(detail)) {
    if (key === 'primary' && typeof value === 'boolean')
      facts.push({ key: value ? 'primary' : 'replica', value: '' });
    if (!isFactKey(key) || value === null || value === '' || typeof value === 'boolean') continue;
    if (PERCENT_KEYS.has(key) && typeof value === 'number')
      facts.push({ key, value: `${Math.round(value)}%` });
    else if (key === 'free') facts.push({ key, value: formatBytes(value) });
    else facts.push({ key, value: String(value) });
  }
  return facts;
}

/** When the health report may be asked again, given when its last answer came. */
export function nextAskAt(answeredAt: number): number {
  return answeredAt + HEALTH_REPORT_MIN_INTERVAL_MS;
}

/** The first `limit` items and how many more there are (a long list stays quick to show). */
export function firstOf<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
