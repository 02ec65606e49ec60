// The tree of an index's fields, as a WAI-ARIA tree: one tab stop, arrow keys to move, open and
// close, Enter or Space to open and close, a click to do the same. Only the fields of open fields
// are rendered, and a long level a page at a time, so a mapping of thousands of fields opens at
// once. Mount it again (a new `key`) for a new filter: it then opens as that filter's result asks.
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MappingField } from './mappingTree';
import {
  initiallyOpen,
  levelKey,
  PAGE_SIZE,
  treeItems,
  treeKeyAction,
  treeRows,
  type TreeItem,
  type TreeKeyAction,
} from './treeItems';
import { TreeLevel, type TreeView } from './TreeLevel';
import classes from './MappingTreeView.module.css';

interface MappingTreeViewProps {
  fields: readonly MappingField[];
  /** The filter the fields are the result of; blank for the whole mapping. */
  filter: string;
  label: string;
}

/** The item `id` among `items` and the items they hold. */
function findItem(items: readonly TreeItem[], id: string): TreeItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findItem(item.children, id);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function MappingTreeView({ fields, filter, label }: MappingTreeViewProps) {
  const items = useMemo(() => treeItems(fields), [fields]);
  const [open, setOpen] = useState(() => initiallyOpen(items, filter));
  const [shown, setShown] = useState<ReadonlyMap<string, number>>(new Map());
  const [active, setActive] = useState<string | null>(null);
  const rows = useMemo(() => treeRows(items, open, shown), [items, open, shown]);
  const activeId = rows.some((row) => row.id === active) ? active : (rows[0]?.id ?? null);
  const treeRef = useRef<HTMLUListElement>(null);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const id = focusNext.current;
    if (id === null) return;
    focusNext.current = null;
    const elements = treeRef.current?.querySelectorAll<HTMLElement>('[data-tree-id]') ?? [];
    Array.from(elements)
      .find((element) => element.dataset.treeId === id)
      ?.focus();
  });

  const moveTo = (id: string) => {
    setActive(id);
    focusNext.current = id;
  };
  const setOpenness = (id: string, toOpen: boolean) =>
    setOpen((before) => {
      const next = new Set(before);
      if (toOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  const showMore = (parentId: string | null) => {
    const key = levelKey(parentId);
    const count = shown.get(key) ?? PAGE_SIZE;
    setShown(new Map(shown).set(key, count + PAGE_SIZE));
    const level = parentId === null ? items : (findItem(items, parentId)?.children ?? []);
    const first = level[count];
    if (first !== undefined) moveTo(first.id);
  };
  const run = (action: TreeKeyAction) => {
    if (action.kind === 'focus') moveTo(action.id);
    else if (action.kind === 'more') showMore(action.parentId);
    else
      setOpenness(
        action.id,
        action.kind === 'open' || (action.kind === 'toggle' && !open.has(action.id)),
      );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (activeId === null || !(event.target instanceof HTMLElement)) return;
    if (event.target.dataset.treeId === undefined) return;
    const action = treeKeyAction(rows, activeId, event.key, open);
    if (action === null) return;
    event.preventDefault();
    run(action);
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const id = event.target.dataset.treeId;
    if (id !== undefined) setActive(id);
  };
  const view: TreeView = {
    open,
    shown,
    activeId,
    toggle: (item) => {
      setActive(item.id);
      if (item.children.length > 0) setOpenness(item.id, !open.has(item.id));
    },
    showMore,
  };

  return (
    <div className={classes.scroll}>
      <ul
        ref={treeRef}
        role="tree"
        aria-label={label}
        className={classes.tree}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <TreeLevel items={items} parentId={null} level={1} view={view} />
      </ul>
    </div>
  );
}
