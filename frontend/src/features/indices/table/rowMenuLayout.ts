// How a row's menu is laid out: the items used most stay at its top level, the others sit in
// submenus by what they do, the ones that remove data last, so the menu fits a short window
// without scrolling.
import type { RowAction } from '../actions/indexGates';

/** A submenu of the row menu; the lifecycle one is built from the lifecycle items. */
export type RowMenuGroup = 'maintenance' | 'reshape' | 'danger';

const GROUP_OF: Partial<Record<RowAction, RowMenuGroup>> = {
  refresh: 'maintenance',
  flush: 'maintenance',
  clearCache: 'maintenance',
  forcemerge: 'maintenance',
  rollover: 'reshape',
  reindex: 'reshape',
  clone: 'reshape',
  shrink: 'reshape',
  split: 'reshape',
  deleteByQuery: 'danger',
  delete: 'danger',
};

/** The order of the submenus; the lifecycle submenu goes between reshape and danger. */
export const ROW_MENU_GROUPS: readonly RowMenuGroup[] = ['maintenance', 'reshape', 'danger'];

export interface RowMenuLayout {
  /** The items shown at once, in menu order. */
  top: RowAction[];
  /** Each submenu's items in menu order; a submenu without items is left out. */
  groups: { group: RowMenuGroup; actions: RowAction[] }[];
}

/** `actions` (rowActions' answer, in menu order) split into the top level and the submenus. */
export function rowMenuLayout(actions: readonly RowAction[]): RowMenuLayout {
  const top = actions.filter((action) => GROUP_OF[action] === undefined);
  const groups = ROW_MENU_GROUPS.map((group) => ({
    group,
    actions: actions.filter((action) => GROUP_OF[action] === group),
  })).filter(({ actions: items }) => items.length > 0);
  return { top, groups };
}
