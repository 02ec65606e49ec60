// Which actions the policy form offers in each phase, and the fields of each, as Elasticsearch
// takes them (Phase.ts of its specification; an action in a phase that does not allow it is
// refused, so the form offers it only where it is allowed). Actions and fields the form does not
// offer stay in the policy as they are, to be edited in JSON.
import type { PhaseName } from './policyRows';

/**
 * How a field is typed: `text` a string (a duration, a size, a name), `integer` a whole number,
 * `boolean` a yes/no with the engine's default when unset, `object` a JSON object of strings.
 */
export type FieldKind = 'text' | 'integer' | 'boolean' | 'object';

/** The fields the form offers, across all actions. */
export type FieldKey =
  | 'max_age'
  | 'max_docs'
  | 'max_primary_shard_size'
  | 'max_size'
  | 'priority'
  | 'number_of_replicas'
  | 'include'
  | 'require'
  | 'exclude'
  | 'enabled'
  | 'number_of_shards'
  | 'max_num_segments'
  | 'snapshot_repository'
  | 'policy'
  | 'delete_searchable_snapshot';

export interface ActionField {
  key: FieldKey;
  kind: FieldKind;
  /** An example shown in the empty field, or a boolean's value when unset. */
  example?: string;
  defaultValue?: boolean;
}

export const FORM_ACTIONS = [
  'rollover',
  'set_priority',
  'allocate',
  'migrate',
  'shrink',
  'forcemerge',
  'readonly',
  'searchable_snapshot',
  'wait_for_snapshot',
  'delete',
] as const;
export type FormAction = (typeof FORM_ACTIONS)[number];

export const ACTION_FIELDS: Record<FormAction, readonly ActionField[]> = {
  rollover: [
    { key: 'max_age', kind: 'text', example: '30d' },
    { key: 'max_docs', kind: 'integer', example: '100000000' },
    { key: 'max_primary_shard_size', kind: 'text', example: '50gb' },
    { key: 'max_size', kind: 'text', example: '100gb' },
  ],
  set_priority: [{ key: 'priority', kind: 'integer', example: '100' }],
  allocate: [
    { key: 'number_of_replicas', kind: 'integer', example: '1' },
    { key: 'include', kind: 'object', example: '{"box_type": "warm"}' },
    { key: 'require', kind: 'object', example: '{"data": "warm"}' },
    { key: 'exclude', kind: 'object', example: '{"box_type": "hot"}' },
  ],
  migrate: [{ key: 'enabled', kind: 'boolean', defaultValue: true }],
  shrink: [{ key: 'number_of_shards', kind: 'integer', example: '1' }],
  forcemerge: [{ key: 'max_num_segments', kind: 'integer', example: '1' }],
  readonly: [],
  searchable_snapshot: [{ key: 'snapshot_repository', kind: 'text', example: 'found-snapshots' }],
  wait_for_snapshot: [{ key: 'policy', kind: 'text', example: 'nightly-snapshots' }],
  delete: [{ key: 'delete_searchable_snapshot', kind: 'boolean', defaultValue: true }],
};

/** The actions each phase's section offers, in the order the engine runs them. */
export const PHASE_ACTIONS: Record<PhaseName, readonly FormAction[]> = {
  hot: ['rollover', 'set_priority', 'forcemerge', 'shrink', 'readonly'],
  warm: ['set_priority', 'allocate', 'migrate', 'shrink', 'forcemerge', 'readonly'],
  cold: ['set_priority', 'allocate', 'migrate', 'readonly', 'searchable_snapshot'],
  frozen: ['searchable_snapshot'],
  delete: ['wait_for_snapshot', 'delete'],
};
