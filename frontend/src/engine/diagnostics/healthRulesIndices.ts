// The health rules about indices and backups, for engines without a health report: unassigned
// shard copies with the engine's reason (red when a primary is, yellow for replicas only), indices
// with no replica on a cluster of several data nodes (system and hidden ones, named with a leading
// '.', left out), lifecycle steps in error (ILM's ERROR step, ISM's failed action), and
// repositories whose newest snapshot failed or is partial. Each is 'unknown' without its input.
import { toNumber } from '../../lib/json';
import { isRecord } from '../../lib/storage';
import { managedIndices } from '../lifecycle';
import {
  unknownRule,
  type HealthRuleId,
  type HealthRuleInputs,
  type HealthRuleResult,
  type RuleResource,
} from './healthRuleTypes';

const rows = (answer: unknown) => (Array.isArray(answer) ? answer.filter(isRecord) : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function result(
  id: HealthRuleId,
  status: HealthRuleResult['status'],
  checked: number,
  resources: RuleResource[],
  measures: Record<string, number> = {},
): HealthRuleResult {
  return {
    id,
    status,
    checked,
    threshold: { value: 0, from: { kind: 'documented' } },
    measures,
    resources,
  };
}

const found = (resources: readonly RuleResource[]) => (resources.length > 0 ? 'yellow' : 'green');

function unassignedRule(answer: unknown): HealthRuleResult {
  const shards = rows(answer);
  if (!shards) return unknownRule('unassignedShards');
  const resources: RuleResource[] = shards
    .filter((row) => row.state === 'UNASSIGNED')
    .map((row) => ({
      kind: 'index',
      name: text(row.index),
      id: null,
      detail: {
        shard: toNumber(row.shard) ?? null,
        primary: row.prirep === 'p' || row.prirep === 'primary',
        reason: typeof row['unassigned.reason'] === 'string' ? row['unassigned.reason'] : null,
      },
    }));
  const primary = resources.some((resource) => resource.detail.primary === true);
  return result('unassignedShards', primary ? 'red' : found(resources), shards.length, resources);
}

function replicaRule(answer: unknown, dataNodes: number): HealthRuleResult {
  const indices = rows(answer);
  if (!indices || !(dataNodes > 0)) return unknownRule('noReplicas');
  const resources: RuleResource[] =
    dataNodes < 2
      ? []
      : indices
          .filter((row) => !text(row.index).startsWith('.') && toNumber(row.rep) === 0)
          .map((row) => ({ kind: 'index', name: text(row.index), id: null, detail: {} }));
  return result('noReplicas', found(resources), indices.length, resources, { dataNodes });
}

function lifecycleRule(lifecycle: HealthRuleInputs['lifecycle']): HealthRuleResult {
  if (!lifecycle) return unknownRule('lifecycleErrors');
  const managed = managedIndices(lifecycle.kind, lifecycle.answer);
  const resources: RuleResource[] = managed
    .filter((index) => index.failed)
    .map((index) => ({
      kind: 'index',
      name: index.index,
      id: null,
      detail: { policy: index.policy, step: index.failedStep, reason: index.reason },
    }));
  return result('lifecycleErrors', found(resources), managed.length, resources);
}

/** The newest snapshot of an answer of GET _snapshot/{repository}/_all. */
function newestSnapshot(answer: unknown): Record<string, unknown> | null {
  const snapshots = isRecord(answer) ? rows(answer.snapshots) : null;
  if (!snapshots || snapshots.length === 0) return null;
  const start = (snapshot: Record<string, unknown>) => toNumber(snapshot.start_time_in_millis) ?? 0;
  return snapshots.reduce((newest, snapshot) =>
    start(snapshot) >= start(newest) ? snapshot : newest,
  );
}

function snapshotRule(repositories: HealthRuleInputs['snapshots']): HealthRuleResult {
  if (!repositories) return unknownRule('failingSnapshots');
  const resources: RuleResource[] = [];
  for (const { repository, answer } of repositories) {
    const newest = newestSnapshot(answer);
    const state = newest ? text(newest.state) : '';
    if (newest && (state === 'FAILED' || state === 'PARTIAL'))
      resources.push({
        kind: 'repository',
        name: repository,
        id: null,
        detail: { snapshot: text(newest.snapshot), state },
      });
  }
  return result('failingSnapshots', found(resources), repositories.length, resources);
}

/** The index and backup rules, given the count of data nodes (0 when unknown). */
export function indexRules(inputs: HealthRuleInputs, dataNodes: number): HealthRuleResult[] {
  return [
    unassignedRule(inputs.shards),
    replicaRule(inputs.indices, dataNodes),
    lifecycleRule(inputs.lifecycle),
    snapshotRule(inputs.snapshots),
  ];
}
