// "Health, explained" where the engine has no health report (OpenSearch, Elasticsearch before
// 8.7): the same view built from rules over answers the console already fetches. Each rule says
// what it checked, its threshold and where that comes from (a cluster setting in force, or the
// engine's documented default), its status and the resources it found. The node rules live here
// (disk watermarks, heap pressure, thread pool rejections, shards per node); the index rules
// (unassigned shards, missing replicas, lifecycle errors, failing snapshots) in
// healthRulesIndices.ts. A rule without its input is 'unknown', never green.
import { isRecord } from '../../lib/storage';
import { statNumber } from '../metrics/readSample';
import {
  diskWatermarks,
  effectiveSetting,
  evaluateDisk,
  WATERMARK_KEYS,
  type ClusterSettingsMaps,
} from '../watermarks';
import { readStatus, statusRank, type HealthStatus } from './healthReport';
import {
  unknownRule,
  type HealthRuleInputs,
  type HealthRuleResult,
  type RuleResource,
} from './healthRuleTypes';
import { indexRules } from './healthRulesIndices';

/** Memory pressure past which the engines' docs call a node's heap high. */
export const HEAP_PRESSURE_PERCENT = 85;
/** The default of `cluster.max_shards_per_node`, per non-frozen data node. */
export const MAX_SHARDS_PER_NODE_KEY = 'cluster.max_shards_per_node';
export const DEFAULT_MAX_SHARDS_PER_NODE = '1000';
/** Room left under the shard limit below which Elasticsearch's shards_capacity turns yellow, red. */
export const SHARDS_ROOM_YELLOW = 10;
export const SHARDS_ROOM_RED = 5;

export function worst(statuses: readonly HealthStatus[]): HealthStatus {
  return statuses.reduce<HealthStatus>(
    (found, status) => (statusRank(status) < statusRank(found) ? status : found),
    'green',
  );
}

interface StatNode {
  id: string;
  name: string;
  raw: Record<string, unknown>;
}

function statNodes(answer: unknown): StatNode[] | null {
  if (!isRecord(answer) || !isRecord(answer.nodes)) return null;
  return Object.entries(answer.nodes)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([id, raw]) => ({ id, name: typeof raw.name === 'string' ? raw.name : id, raw }));
}

function at(value: unknown, ...path: string[]): number {
  let node = value;
  for (const key of path) node = isRecord(node) ? node[key] : undefined;
  return statNumber(node);
}

const nodeResource = (node: StatNode, detail: RuleResource['detail']): RuleResource => ({
  kind: 'node',
  name: node.name,
  id: node.id,
  detail,
});

function diskRule(nodes: StatNode[], settings: ClusterSettingsMaps): HealthRuleResult {
  const marks = diskWatermarks(settings);
  const resources: RuleResource[] = [];
  for (const node of nodes) {
    const total = at(node.raw, 'fs', 'total', 'total_in_bytes');
    const free = at(node.raw, 'fs', 'total', 'available_in_bytes');
    if (Number.isNaN(total) || Number.isNaN(free)) continue;
    const { level, used } = evaluateDisk({ total, used: total - free }, marks);
    if (level === 'high' || level === 'flood')
      resources.push(nodeResource(node, { level, usedPercent: (used ?? 0) * 100, free }));
  }
  const flood = resources.some((resource) => resource.detail.level === 'flood');
  return {
    id: 'diskWatermarks',
    status: flood ? 'red' : resources.length > 0 ? 'yellow' : 'green',
    checked: nodes.length,
    threshold: {
      value: marks.high.value,
      from: { kind: 'setting', setting: WATERMARK_KEYS.high, source: marks.high.source },
    },
    measures: {},
    resources,
  };
}

function heapRule(nodes: StatNode[]): HealthRuleResult {
  const resources: RuleResource[] = [];
  for (const node of nodes) {
    let percent = at(node.raw, 'jvm', 'mem', 'heap_used_percent');
    if (Number.isNaN(percent)) {
      const max = at(node.raw, 'jvm', 'mem', 'heap_max_in_bytes');
      percent = (at(node.raw, 'jvm', 'mem', 'heap_used_in_bytes') / max) * 100;
    }
    if (percent >= HEAP_PRESSURE_PERCENT)
      resources.push(nodeResource(node, { heapPercent: percent }));
  }
  return {
    id: 'heapPressure',
    status: resources.length > 0 ? 'yellow' : 'green',
    checked: nodes.length,
    threshold: { value: HEAP_PRESSURE_PERCENT, from: { kind: 'documented' } },
    measures: {},
    resources,
  };
}

function rejectionRule(nodes: StatNode[]): HealthRuleResult {
  const resources: RuleResource[] = [];
  for (const node of nodes) {
    const pools = isRecord(node.raw.thread_pool) ? node.raw.thread_pool : {};
    for (const [pool, stats] of Object.entries(pools)) {
      const rejected = at(stats, 'rejected');
      if (rejected > 0) resources.push(nodeResource(node, { pool, rejected }));
    }
  }
  return {
    id: 'threadPoolRejections',
    status: resources.length > 0 ? 'yellow' : 'green',
    checked: nodes.length,
    threshold: { value: 0, from: { kind: 'documented' } },
    measures: {},
    resources,
  };
}

/** Data nodes that count toward the shard limit: any data role but only `data_frozen`. */
function dataNodeCount(nodes: StatNode[] | null, health: unknown): number {
  if (nodes) {
    const roles = (node: StatNode) =>
      Array.isArray(node.raw.roles) ? node.raw.roles.filter((r) => typeof r === 'string') : [];
    const counted = nodes.filter((node) =>
      roles(node).some(
        (role) => role === 'data' || (role.startsWith('data_') && role !== 'data_frozen'),
      ),
    ).length;
    if (counted > 0) return counted;
  }
  return at(health, 'number_of_data_nodes');
}

function shardsRule(health: unknown, nodes: StatNode[] | null, settings: ClusterSettingsMaps) {
  const setting = effectiveSetting(settings, MAX_SHARDS_PER_NODE_KEY, DEFAULT_MAX_SHARDS_PER_NODE)!;
  const perNode = Number(setting.value);
  const dataNodes = dataNodeCount(nodes, health);
  const used = ['active_shards', 'initializing_shards', 'unassigned_shards']
    .map((key) => at(health, key))
    .reduce((sum, value) => sum + (Number.isNaN(value) ? 0 : value), 0);
  if (!isRecord(health) || !(dataNodes > 0) || !Number.isFinite(perNode))
    return unknownRule('shardsPerNode');
  const limit = perNode * dataNodes;
  const room = limit - used;
  const status = room < SHARDS_ROOM_RED ? 'red' : room < SHARDS_ROOM_YELLOW ? 'yellow' : 'green';
  return {
    id: 'shardsPerNode',
    status,
    checked: dataNodes,
    threshold: {
      value: setting.value,
      from: { kind: 'setting', setting: MAX_SHARDS_PER_NODE_KEY, source: setting.source },
    },
    measures: { used, limit, dataNodes },
    resources: [],
  } satisfies HealthRuleResult;
}

/** Every rule over what was fetched, worst first (unknown after the yellow ones). */
export function runHealthRules(inputs: HealthRuleInputs): HealthRuleResult[] {
  const nodes = statNodes(inputs.nodeStats);
  const settings = inputs.settings ?? {};
  const results: HealthRuleResult[] = [
    nodes ? diskRule(nodes, settings) : unknownRule('diskWatermarks'),
    nodes ? heapRule(nodes) : unknownRule('heapPressure'),
    nodes ? rejectionRule(nodes) : unknownRule('threadPoolRejections'),
    shardsRule(inputs.clusterHealth, nodes, settings),
    ...indexRules(inputs, dataNodeCount(nodes, inputs.clusterHealth)),
  ];
  return results.sort((a, b) => statusRank(a.status) - statusRank(b.status));
}

/** The cluster's status from its rules, the engine's own health answer counted too. */
export function rulesStatus(results: readonly HealthRuleResult[], clusterHealth?: unknown) {
  const known = results.map((result) => result.status).filter((status) => status !== 'unknown');
  const reported = isRecord(clusterHealth) ? [readStatus(clusterHealth.status)] : [];
  return worst([...known, ...reported.filter((status) => status !== 'unknown')]);
}
