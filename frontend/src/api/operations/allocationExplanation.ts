// The answer of POST _cluster/allocation/explain read into a plain model: the shard's state,
// why it is unassigned, the overall decision and explanation, and each node's decision with the
// deciders behind it. Every text stays a plain string; nothing is read as HTML.

export interface DeciderDecision {
  decider: string;
  /** As the cluster sends it: 'YES', 'NO', 'THROTTLE'. */
  decision: string;
  explanation: string;
}

export interface NodeAllocationDecision {
  nodeId: string;
  nodeName: string;
  /** 'yes', 'no', 'throttled', 'worse_balance', 'awaiting_info'… */
  decision: string;
  /** 1 is the node the balancer likes best; null when the cluster did not rank it. */
  weightRanking: number | null;
  deciders: DeciderDecision[];
}

export interface UnassignedInfo {
  reason: string;
  /** When the shard became unassigned (ISO 8601 as sent), or null. */
  at: string | null;
  lastAllocationStatus: string | null;
  details: string | null;
  failedAllocationAttempts: number | null;
}

/** The decisions of an assigned shard, in the order they are shown. */
export const ASSIGNED_DECISIONS = [
  'can_remain_on_current_node',
  'can_move_to_other_node',
  'can_rebalance_cluster',
  'can_rebalance_to_other_node',
] as const;

export type AssignedDecisionKey = (typeof ASSIGNED_DECISIONS)[number];

/** Where each decision's own deciders are listed, when the cluster lists them. */
const DECISION_DECIDERS: Partial<Record<AssignedDecisionKey, string>> = {
  can_remain_on_current_node: 'can_remain_decisions',
  can_rebalance_cluster: 'can_rebalance_cluster_decisions',
};

export interface ShardDecision {
  key: AssignedDecisionKey;
  decision: string;
  deciders: DeciderDecision[];
}

export interface AllocationExplanation {
  index: string;
  shard: number | null;
  primary: boolean | null;
  /** 'unassigned', 'started', 'initializing', 'relocating'. */
  currentState: string;
  /** The node an assigned shard is on. */
  currentNode: { id: string; name: string; weightRanking: number | null } | null;
  unassigned: UnassignedInfo | null;
  /** An unassigned shard's overall decision ('yes', 'no', 'throttled', 'awaiting_info'…). */
  canAllocate: string | null;
  /** allocate_explanation, or for an assigned shard move_explanation then rebalance_explanation. */
  explanations: string[];
  /** An assigned shard's decisions: may it stay, move, rebalance. */
  decisions: ShardDecision[];
  nodes: NodeAllocationDecision[];
  /** The cluster's note (when it picked the shard itself). */
  note: string | null;
  /** The cluster stopped trying after too many failed attempts (see maxRetriesExceeded). */
  maxRetriesExceeded: boolean;
}

type Json = Record<string, unknown>;

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function count(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(record) : [];
}

function deciders(value: unknown): DeciderDecision[] {
  return list(value).map((entry) => ({
    decider: text(entry.decider) ?? '',
    decision: text(entry.decision) ?? '',
    explanation: text(entry.explanation) ?? '',
  }));
}

function nodeDecision(entry: Json): NodeAllocationDecision {
  const id = text(entry.node_id) ?? '';
  return {
    nodeId: id,
    nodeName: text(entry.node_name) ?? id,
    decision: text(entry.node_decision) ?? '',
    weightRanking: count(entry.weight_ranking),
    deciders: deciders(entry.deciders),
  };
}

function unassignedInfo(value: unknown): UnassignedInfo | null {
  const info = record(value);
  const reason = text(info.reason);
  if (reason === null) return null;
  return {
    reason,
    at: text(info.at),
    lastAllocationStatus: text(info.last_allocation_status),
    details: text(info.details),
    failedAllocationAttempts: count(info.failed_allocation_attempts),
  };
}

function shardDecisions(answer: Json): ShardDecision[] {
  return ASSIGNED_DECISIONS.flatMap((key) => {
    const decision = text(answer[key]);
    if (decision === null) return [];
    const decidersKey = DECISION_DECIDERS[key];
    return [{ key, decision, deciders: decidersKey ? deciders(answer[decidersKey]) : [] }];
  });
}

const RETRIES = /retr(y|ies)/i;

/**
 * Whether the cluster gave up allocating the shard: a max_retry decider said NO, or the shard
 * is unassigned after a failed allocation whose status or details speak of retries.
 */
export function maxRetriesExceeded(
  unassigned: UnassignedInfo | null,
  allDeciders: readonly DeciderDecision[],
): boolean {
  const refused = allDeciders.some(
    (entry) => entry.decider === 'max_retry' && entry.decision.toUpperCase() === 'NO',
  );
  if (refused) return true;
  if (unassigned?.reason !== 'ALLOCATION_FAILED') return false;
  return (
    RETRIES.test(unassigned.lastAllocationStatus ?? '') || RETRIES.test(unassigned.details ?? '')
  );
}

/** The explain answer as an AllocationExplanation; missing fields read as empty. */
export function parseAllocationExplanation(value: unknown): AllocationExplanation {
  const answer = record(value);
  const current = answer.current_node === undefined ? null : record(answer.current_node);
  const unassigned = unassignedInfo(answer.unassigned_info);
  const decisions = shardDecisions(answer);
  const nodes = list(answer.node_allocation_decisions).map(nodeDecision);
  const explanations = ['allocate_explanation', 'move_explanation', 'rebalance_explanation']
    .map((key) => text(answer[key]))
    .filter((line): line is string => line !== null && line !== '');
  const allDeciders = [
    ...nodes.flatMap((node) => node.deciders),
    ...decisions.flatMap((decision) => decision.deciders),
  ];
  return {
    index: text(answer.index) ?? '',
    shard: count(answer.shard),
    primary: typeof answer.primary === 'boolean' ? answer.primary : null,
    currentState: text(answer.current_state) ?? '',
    currentNode: current && {
      id: text(current.id) ?? '',
      name: text(current.name) ?? text(current.id) ?? '',
      weightRanking: count(current.weight_ranking),
    },
    unassigned,
    canAllocate: text(answer.can_allocate),
    explanations,
    decisions,
    nodes,
    note: text(answer.note),
    maxRetriesExceeded: maxRetriesExceeded(unassigned, allDeciders),
  };
}

export type DecisionTone = 'yes' | 'no' | 'throttle' | 'other';

/** The colour group of a decision: yes green, no red, throttle yellow, anything else grey. */
export function decisionTone(decision: string): DecisionTone {
  const word = decision.toLowerCase();
  if (word === 'yes') return 'yes';
  if (word === 'no') return 'no';
  if (word === 'throttle' || word === 'throttled') return 'throttle';
  return 'other';
}

export interface Refusal {
  /** The decider that said NO; null for the overall explanation. */
  decider: string | null;
  explanation: string;
}

/** The first NO decider on any node, else the overall explanation, else null. */
export function firstRefusal(explanation: AllocationExplanation): Refusal | null {
  for (const node of explanation.nodes) {
    const refusal = node.deciders.find((entry) => decisionTone(entry.decision) === 'no');
    if (refusal) return { decider: refusal.decider, explanation: refusal.explanation };
  }
  const overall = explanation.explanations[0];
  return overall === undefined ? null : { decider: null, explanation: overall };
}
