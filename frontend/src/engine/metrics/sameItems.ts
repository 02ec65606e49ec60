// Whether the nodes or alerts of two samples show the same: the history then hands out the
// earlier list again, so that a view comparing what it shows by identity renders only on a change.
import type { KnownNode, MetricsAlert } from './types';

/** Whether two lists hold the same, item by item. */
function sameList<T>(one: readonly T[], other: readonly T[], same: (a: T, b: T) => boolean) {
  return one.length === other.length && one.every((item, index) => same(item, other[index]));
}

const sameNode = (one: KnownNode, other: KnownNode) =>
  one.id === other.id &&
  one.name === other.name &&
  one.present === other.present &&
  sameList(one.roles, other.roles, Object.is);

const sameAlert = (one: MetricsAlert, other: MetricsAlert) =>
  one.kind === other.kind &&
  one.nodeId === other.nodeId &&
  one.nodeName === other.nodeName &&
  one.value === other.value &&
  one.limit === other.limit &&
  one.detail === other.detail;

export const sameNodes = (one: readonly KnownNode[], other: readonly KnownNode[]) =>
  sameList(one, other, sameNode);

export const sameAlerts = (one: readonly MetricsAlert[], other: readonly MetricsAlert[]) =>
  sameList(one, other, sameAlert);

/** `now`, or `earlier` where it holds the same (so that it stays the same object). */
export function keptIfSame<T>(earlier: T, now: T, same: (one: T, other: T) => boolean): T {
  return same(earlier, now) ? earlier : now;
}
