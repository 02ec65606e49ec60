// The mapping tree as the view's tree widget walks it: one item per field (multi-fields under
// their field), which items start open, which items are on screen, and what each key does. Pure
// functions; MappingTreeView renders them. A big mapping stays quick because only the items of
// open fields are on screen, and at most PAGE_SIZE of one field's items until asked for more.
import { mappingFieldMatches } from './mappingFilter';
import { countMappedFields, type MappingField } from './mappingTree';

/** One field in the tree widget. */
export interface TreeItem {
  /** Unique in the tree: a runtime field may share its path with the mapped field it shadows. */
  id: string;
  field: MappingField;
  /** A multi-field of its parent (`fields`), not a field inside an object. */
  multiField: boolean;
  /** The multi-fields first, then the fields inside. */
  children: TreeItem[];
}

/** How many items of one level show until the user asks for more. */
export const PAGE_SIZE = 200;

/** Up to this many fields, a mapping opens with every field open. */
export const OPEN_ALL_UP_TO = 300;

function treeItem(field: MappingField, multiField: boolean): TreeItem {
  const kind = field.runtime ? 'runtime' : multiField ? 'multi' : 'field';
  return {
    id: `${kind} ${field.path}`,
    field,
    multiField,
    children: [
      ...field.multiFields.map((multi) => treeItem(multi, true)),
      ...field.children.map((child) => treeItem(child, false)),
    ],
  };
}

/** The tree widget's items for the top-level fields. */
export function treeItems(fields: readonly MappingField[]): TreeItem[] {
  return fields.map((field) => treeItem(field, false));
}

function eachItem(items: readonly TreeItem[], visit: (item: TreeItem) => void): void {
  for (const item of items) {
    visit(item);
    eachItem(item.children, visit);
  }
}

/**
 * The items that start open. A small tree opens all; a big one opens none, so only its top
 * level shows. When the tree is a filter's result (`filter` not blank), a big one opens the
 * fields kept only for holding a match, so that every match shows, closed.
 */
export function initiallyOpen(items: readonly TreeItem[], filter: string): Set<string> {
  const open = new Set<string>();
  const fields = items.map((item) => item.field);
  const small = countMappedFields({ dynamic: null, fields }) <= OPEN_ALL_UP_TO;
  eachItem(items, (item) => {
    if (item.children.length === 0) return;
    if (small || (filter.trim() !== '' && !mappingFieldMatches(item.field, filter))) {
      open.add(item.id);
    }
  });
  return open;
}

/** A row of the tree on screen: a field, or the row that shows more of a level. */
export type TreeRow =
  | { kind: 'item'; id: string; item: TreeItem; parentId: string | null }
  | { kind: 'more'; id: string; parentId: string | null; hidden: number };

/** The key under which `shown` counts a level: its parent's id, '' for the top level. */
export function levelKey(parentId: string | null): string {
  return parentId ?? '';
}

/** The items of a level on screen, and how many more it has. */
export function shownItems(
  items: readonly TreeItem[],
  parentId: string | null,
  shown: ReadonlyMap<string, number>,
): { items: readonly TreeItem[]; hidden: number } {
  const count = shown.get(levelKey(parentId)) ?? PAGE_SIZE;
  return { items: items.slice(0, count), hidden: Math.max(0, items.length - count) };
}

/** The id of the row that shows more items of a level. */
export function moreRowId(parentId: string | null): string {
  return `more ${levelKey(parentId)}`;
}

/** The rows on screen, in order: open items' rows follow them. */
export function treeRows(
  items: readonly TreeItem[],
  open: ReadonlySet<string>,
  shown: ReadonlyMap<string, number>,
  parentId: string | null = null,
): TreeRow[] {
  const level = shownItems(items, parentId, shown);
  const rows: TreeRow[] = [];
  for (const item of level.items) {
    rows.push({ kind: 'item', id: item.id, item, parentId });
    if (open.has(item.id)) rows.push(...treeRows(item.children, open, shown, item.id));
  }
  if (level.hidden > 0) {
    rows.push({ kind: 'more', id: moreRowId(parentId), parentId, hidden: level.hidden });
  }
  return rows;
}

/** What a key pressed on a row of the tree does. */
export type TreeKeyAction =
  | { kind: 'focus'; id: string }
  | { kind: 'open' | 'close' | 'toggle'; id: string }
  | { kind: 'more'; parentId: string | null };

function neighbour(rows: readonly TreeRow[], at: number, key: string): TreeRow | undefined {
  if (key === 'Home') return rows[0];
  if (key === 'End') return rows.at(-1);
  return rows[key === 'ArrowDown' ? at + 1 : at - 1];
}

/**
 * The WAI-ARIA tree keys on the row `activeId`: up and down, Home and End move; right opens a
 * closed field or moves into an open one; left closes an open field or moves to its parent;
 * Enter and Space open or close a field, or show more items. Null: the key does nothing here.
 */
export function treeKeyAction(
  rows: readonly TreeRow[],
  activeId: string,
  key: string,
  open: ReadonlySet<string>,
): TreeKeyAction | null {
  const at = rows.findIndex((row) => row.id === activeId);
  const row = rows[at];
  if (row === undefined) return null;
  if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key)) {
    const next = neighbour(rows, at, key);
    return next === undefined ? null : { kind: 'focus', id: next.id };
  }
  const holds = row.kind === 'item' && row.item.children.length > 0;
  const isOpen = open.has(row.id);
  if (key === 'ArrowRight' && holds) {
    return isOpen ? { kind: 'focus', id: rows[at + 1].id } : { kind: 'open', id: row.id };
  }
  if (key === 'ArrowLeft') {
    if (holds && isOpen) return { kind: 'close', id: row.id };
    return row.parentId === null ? null : { kind: 'focus', id: row.parentId };
  }
  if (key === 'Enter' || key === ' ') {
    if (row.kind === 'more') return { kind: 'more', parentId: row.parentId };
    return holds ? { kind: 'toggle', id: row.id } : null;
  }
  return null;
}
