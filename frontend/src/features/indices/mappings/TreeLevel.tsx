// One level of the mapping tree: its fields as tree items (with the levels of open fields inside
// them), then the row that shows more when the level is longer than a page.
import { useTranslation } from '../../../i18n/translate';
import { fieldDetails, fieldMarks } from './fieldDetails';
import { moreRowId, PAGE_SIZE, shownItems, type TreeItem } from './treeItems';
import classes from './MappingTreeView.module.css';

/** What every level reads from the tree and calls on it. */
export interface TreeView {
  open: ReadonlySet<string>;
  shown: ReadonlyMap<string, number>;
  /** The row that holds the tree's one tab stop. */
  activeId: string | null;
  toggle: (item: TreeItem) => void;
  showMore: (parentId: string | null) => void;
}

interface TreeLevelProps {
  items: readonly TreeItem[];
  parentId: string | null;
  /** 1 for the top level. */
  level: number;
  view: TreeView;
}

export function TreeLevel({ items, parentId, level, view }: TreeLevelProps) {
  const { t } = useTranslation();
  const page = shownItems(items, parentId, view.shown);
  const moreId = moreRowId(parentId);
  return (
    <>
      {page.items.map((item, at) => (
        <FieldItem
          key={item.id}
          item={item}
          level={level}
          position={at + 1}
          size={items.length}
          view={view}
        />
      ))}
      {page.hidden > 0 && (
        <li
          role="treeitem"
          aria-level={level}
          data-tree-id={moreId}
          tabIndex={view.activeId === moreId ? 0 : -1}
          className={classes.item}
          onClick={() => view.showMore(parentId)}
        >
          <div className={`${classes.row} ${classes.more}`}>
            {t('indices.mappingsDialog.more', {
              count: page.hidden,
              page: Math.min(page.hidden, PAGE_SIZE),
            })}
          </div>
        </li>
      )}
    </>
  );
}

interface FieldItemProps {
  item: TreeItem;
  level: number;
  position: number;
  size: number;
  view: TreeView;
}

function FieldItem({ item, level, position, size, view }: FieldItemProps) {
  const { t } = useTranslation();
  const { field } = item;
  const holds = item.children.length > 0;
  const isOpen = holds && view.open.has(item.id);
  const marks = fieldMarks(field, item.multiField, t);
  const details = fieldDetails(field, t);
  return (
    <li
      role="treeitem"
      aria-level={level}
      aria-posinset={position}
      aria-setsize={size}
      aria-expanded={holds ? isOpen : undefined}
      aria-label={[field.name, field.type, ...marks, ...details].join(', ')}
      data-tree-id={item.id}
      tabIndex={view.activeId === item.id ? 0 : -1}
      className={classes.item}
    >
      <div
        className={classes.row}
        data-holds={holds || undefined}
        onClick={() => view.toggle(item)}
      >
        <span className={classes.chevron} aria-hidden>
          {holds ? (isOpen ? '▾' : '▸') : ''}
        </span>
        <span className={classes.name}>{field.name}</span>
        <span className={classes.type}>{field.type}</span>
        {marks.map((mark) => (
          <span key={mark} className={classes.mark}>
            {mark}
          </span>
        ))}
        {details.map((detail) => (
          <span key={detail} className={classes.detail}>
            {detail}
          </span>
        ))}
      </div>
      {isOpen && (
        <ul role="group" className={classes.group}>
          <TreeLevel items={item.children} parentId={item.id} level={level + 1} view={view} />
        </ul>
      )}
    </li>
  );
}
