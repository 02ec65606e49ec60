// Which lifecycle items the row menu and the bulk menu offer. Elasticsearch (ILM): explain, retry a
// failed step, remove the policy. OpenSearch (ISM) also adds and changes a policy. Only the explain
// reads; the others are left out where writes are not offered.
import type { LifecycleKind, ManagedIndex } from '../../../engine/lifecycle';
import type { TranslationKey } from '../../../i18n/translate';

export type LifecycleAction = 'explain' | 'retry' | 'remove' | 'ismAdd' | 'ismChange';

/**
 * The items of one index's menu: `entry` is where the index stands, null when no policy manages
 * it, undefined while that is not known (nothing is offered then).
 */
export function rowLifecycleActions(
  kind: LifecycleKind,
  entry: ManagedIndex | null | undefined,
  writes: boolean,
): LifecycleAction[] {
  if (entry === undefined) return [];
  if (entry === null) return writes && kind === 'ism' ? ['ismAdd'] : [];
  if (!writes) return ['explain'];
  const retry: LifecycleAction[] = entry.failed ? ['retry'] : [];
  return kind === 'ism'
    ? ['explain', ...retry, 'ismChange', 'remove']
    : ['explain', ...retry, 'remove'];
}

/** The items of the bulk menu (every one writes). */
export function bulkLifecycleActions(kind: LifecycleKind): LifecycleAction[] {
  return kind === 'ism' ? ['ismAdd', 'ismChange', 'remove', 'retry'] : ['remove', 'retry'];
}

/** ISM's add dialog also takes an index pattern: it needs no selection. */
export function needsSelection(action: LifecycleAction): boolean {
  return action !== 'ismAdd';
}

/** The selected indices whose step failed: the ones a retry is sent for. */
export function failedOf(
  indices: readonly string[],
  managed: ReadonlyMap<string, ManagedIndex> | undefined,
): string[] {
  return managed ? indices.filter((index) => managed.get(index)?.failed === true) : [];
}

const LABELS: Record<LifecycleKind, Record<LifecycleAction, TranslationKey>> = {
  ilm: {
    explain: 'indices.lifecycle.actions.explain',
    retry: 'indices.lifecycle.actions.retry',
    remove: 'indices.lifecycle.actions.removeIlm',
    ismAdd: 'indices.lifecycle.actions.ismAdd',
    ismChange: 'indices.lifecycle.actions.ismChange',
  },
  ism: {
    explain: 'indices.lifecycle.actions.explain',
    retry: 'indices.lifecycle.actions.retry',
    remove: 'indices.lifecycle.actions.removeIsm',
    ismAdd: 'indices.lifecycle.actions.ismAdd',
    ismChange: 'indices.lifecycle.actions.ismChange',
  },
};

export function lifecycleActionLabel(kind: LifecycleKind, action: LifecycleAction): TranslationKey {
  return LABELS[kind][action];
}
