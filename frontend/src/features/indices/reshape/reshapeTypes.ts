// What the Shrink and Split planner reads and gives: the source index and the cluster as it knows
// them, the target, the problems that block the operation, and the steps with their requests.
import type { WriteConsent } from '../../../api/client';

export type ReshapeKind = 'shrink' | 'split';

/** A shard copy's state, as _cat/shards names it. */
export type ShardCopyState = 'STARTED' | 'RELOCATING' | 'INITIALIZING' | 'UNASSIGNED';

/** Where one copy of one shard is. */
export interface ShardCopy {
  /** The shard number, 0 to primaryShards - 1. */
  shard: number;
  /** Primary or replica; the rules treat both alike, as the documentation does. */
  primary: boolean;
  /** The node's name; absent while the copy is unassigned. */
  node?: string;
  state: ShardCopyState;
}

/** A data node and the free bytes of its disk. */
export interface DataNode {
  name: string;
  /** null when the engine does not say: the node is then taken to have room. */
  freeDiskBytes: number | null;
}

/** What the planner knows of the source index and the cluster. */
export interface ReshapeSource {
  index: string;
  primaryShards: number;
  /**
   * The index's routing shards: index.number_of_routing_shards when set, or better the
   * routing_num_shards of the index in the cluster state metadata, which the engine always keeps
   * (an index made by a shrink or split inherits its source's without the setting showing).
   * Absent: the default of an index created with primaryShards (Elasticsearch 7.0 and later).
   */
  routingShards?: number;
  /** Whether index.blocks.write is true. */
  writeBlocked: boolean;
  /** index.routing.allocation.require._name, when set. */
  requireName?: string;
  /** Every copy, primaries and replicas. */
  copies: readonly ShardCopy[];
  /** The size of the primaries on disk (pri.store.size). */
  primaryStoreBytes: number;
  dataNodes: readonly DataNode[];
}

/** The index to create and its number of primary shards. */
export interface ReshapeTarget {
  index: string;
  shards: number;
  /** Shrink: the node to gather a copy of every shard on; absent, the planner picks one. */
  node?: string;
  /**
   * index.number_of_replicas of the new index, sent when given. Without it the engine decides
   * (noida-db gives 1, which a one-node cluster never makes green).
   */
  replicas?: number;
}

/**
 * What blocks the operation. A target index that already exists is not known here; the engine
 * reports it. 'invalidCount': not a whole number of at least 1; 'notFactor' (shrink) and
 * 'notMultiple' (split): the count does not fit the source's; 'notRoutingFactor': the split count
 * does not divide the routing shards; 'tooManyShards': above MAX_SHARDS; 'noNodeWithRoom': no data
 * node has free disk for a second copy of the primaries; 'nodeWithoutRoom': the node chosen for a
 * shrink is not a data node with that room; 'unassignedShards': a copy is unassigned (the engines
 * ask for a green index).
 */
export type ReshapeProblem =
  | 'noTargetName'
  | 'targetIsSource'
  | 'invalidCount'
  | 'sameCount'
  | 'notFactor'
  | 'notMultiple'
  | 'notRoutingFactor'
  | 'tooManyShards'
  | 'noNodeWithRoom'
  | 'nodeWithoutRoom'
  | 'unassignedShards';

/** A request to show and send as is: the path is relative to the cluster and already escaped. */
export interface PlannedRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Set when sent: the consent of the run the request belongs to (see planWrites). */
  consent?: WriteConsent;
}

export type ReshapeStepId =
  | 'writeBlock'
  | 'moveToOneNode'
  | 'waitRelocation'
  | 'shrink'
  | 'split'
  | 'waitGreen'
  | 'removeBlock'
  | 'removeAllocation';

/**
 * One step. `done` when the cluster is already as the step would leave it; a wait step's request
 * is the health check that returns once the wait is over.
 */
export interface ReshapeStep {
  id: ReshapeStepId;
  done: boolean;
  request?: PlannedRequest;
}

export interface ReshapePlan {
  /** Empty when the operation can run. */
  problems: ReshapeProblem[];
  steps: ReshapeStep[];
  /** Shrink only: the node chosen to gather a copy of every shard, when one has room. */
  node?: string;
}
