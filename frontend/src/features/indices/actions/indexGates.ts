// Which index actions a cluster offers: by the engine's API version (OpenSearch counts as 7.10,
// engine/profile), by flavor, and for close/open by the index status.
import type { Cluster } from '../../../api/types';
import type { EngineProfile } from '../../../engine/profile';
import { atLeast } from '../../../engine/version';

/** What decides the actions offered: the engine and flavor, and whether writes are allowed. */
export type ClusterGate = { engine: EngineProfile } & Pick<Cluster, 'flavor'> &
  Partial<Pick<Cluster, 'protection'>>;

/** A read-only cluster is offered no action that writes (every bulk action writes). */
export function allowsWrites(cluster: ClusterGate): boolean {
  return cluster.protection !== 'read-only';
}

/**
 * The row items a read-only cluster offers: those that only read, and the settings and mappings
 * views, whose dialogs then offer no change.
 */
const READ_ROW_ACTIONS: ReadonlySet<RowAction> = new Set(['info', 'stats', 'settings', 'mappings']);

/** Row items that open a dialog rather than act at once. */
const DIALOG_ACTIONS = [
  'info',
  'stats',
  'settings',
  'mappings',
  'aliases',
  'rollover',
  'reindex',
  'clone',
  'shrink',
  'split',
  'forcemerge',
] as const;

export type DialogAction = (typeof DIALOG_ACTIONS)[number];

export type RowAction =
  DialogAction | 'refresh' | 'flush' | 'clearCache' | 'close' | 'open' | 'deleteByQuery' | 'delete';

export function isDialogAction(action: RowAction): action is DialogAction {
  return (DIALOG_ACTIONS as readonly RowAction[]).includes(action);
}

export type BulkAction =
  'settings' | 'forcemerge' | 'refresh' | 'flush' | 'clearCache' | 'close' | 'open' | 'delete';

/** Bulk actions that need a selection; the others apply to all indices without one. */
export const SELECTION_REQUIRED: ReadonlySet<BulkAction> = new Set([
  'settings',
  'close',
  'open',
  'delete',
]);

/** The cluster-version feature check: the engine's API major version at least `minimum`. */
export function passesVersionCheck(cluster: ClusterGate, minimum: number): boolean {
  return atLeast(cluster.engine.apiVersion, String(minimum));
}

const above1 = (cluster: ClusterGate) => passesVersionCheck(cluster, 2);
const serverless = (cluster: ClusterGate) => cluster.flavor === 'serverless';

/**
 * Whether each row item is offered, in menu order. `open` is the index status 'open';
 * `hasAliases`: the index has an alias, which a rollover needs.
 */
function rowActionRules(
  cluster: ClusterGate,
  open: boolean,
  hasAliases: boolean,
): [RowAction, boolean][] {
  const managed = !serverless(cluster);
  return [
    ['info', true],
    ['stats', true],
    ['settings', true],
    ['mappings', true],
    ['aliases', true],
    // Rollover and shrink came with 5.0, split with 6.1 (every fork release has them).
    ['rollover', hasAliases && passesVersionCheck(cluster, 5) && managed],
    ['reindex', above1(cluster)],
    // _clone came with 7.4 (and every fork release); serverless projects do not offer it.
    ['clone', passesVersionCheck(cluster, 7) && managed],
    ['shrink', passesVersionCheck(cluster, 5) && managed],
    ['split', passesVersionCheck(cluster, 7) && managed],
    ['forcemerge', above1(cluster) && !serverless(cluster)],
    ['refresh', true],
    ['flush', true],
    ['clearCache', true],
    ['close', open && !serverless(cluster)],
    ['open', !open && !serverless(cluster)],
    ['deleteByQuery', passesVersionCheck(cluster, 5)],
    ['delete', true],
  ];
}

/**
 * What works on a closed index: its info, settings (static ones change only there) and mappings,
 * opening it, and deleting it. Stats, aliases, refresh and the others fail there with
 * index_closed_exception.
 */
const CLOSED_INDEX_ACTIONS: ReadonlySet<RowAction> = new Set([
  'info',
  'settings',
  'mappings',
  'open',
  'delete',
]);

/**
 * The items of a row's settings dropdown, in menu order; `open` is the index status 'open',
 * `hasAliases` whether the index has an alias.
 */
export function rowActions(cluster: ClusterGate, open: boolean, hasAliases = false): RowAction[] {
  const writes = allowsWrites(cluster);
  return rowActionRules(cluster, open, hasAliases)
    .filter(([action, offered]) => offered && (open || CLOSED_INDEX_ACTIONS.has(action)))
    .filter(([action]) => writes || READ_ROW_ACTIONS.has(action))
    .map(([action]) => action);
}

/** The items of the bulk dropdown; forcemerge needs a major version above 1. */
export function bulkActions(cluster: ClusterGate): BulkAction[] {
  const all: BulkAction[] = [
    'settings',
    'forcemerge',
    'refresh',
    'flush',
    'clearCache',
    'close',
    'open',
    'delete',
  ];
  return all.filter((action) => action !== 'forcemerge' || above1(cluster));
}

/** The link to the index templates screen (from major version 5 on; a fork counts as 7). */
export function showsTemplatesLink(cluster: ClusterGate): boolean {
  return passesVersionCheck(cluster, 5);
}

/** Hidden and system indices are listed too (expand_wildcards=all, from major version 8 on). */
export function listsAllIndices(cluster: ClusterGate): boolean {
  return cluster.engine.listsHiddenIndices;
}

/** Row actions that change data or availability and are asked about first. */
export const CONFIRMED_ROW_ACTIONS: ReadonlySet<RowAction> = new Set([
  'close',
  'deleteByQuery',
  'delete',
]);
