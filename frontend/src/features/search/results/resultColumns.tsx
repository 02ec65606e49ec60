// The result table's columns: the per-row actions, then one per column name,
// sortable where the mappings give a sort field. Cells are plain elements: with 1,000 rows of
// 40 fields, every row that scrolls into view renders all of them.
import { useRef } from 'react';
import type { CellContext } from '@tanstack/react-table';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { IconButton } from '../../../components/PlainControls/plainButtons';
import { cellText, type CellOptions } from './cellText';
import classes from './cellText.module.css';
import { useResultsEnvironment } from './searchContext';
import type { SearchRow } from './searchRows';
import type { SortFields } from './sortableFields';
import { useInViewport } from './useInViewport';

/**
 * The id of the actions column: whitespace only, which the engines refuse as a field name, so
 * no document field can take it ('actions' could be one).
 */
export const ACTIONS_COLUMN = ' ';

/** A field's value as text; `options` is the table's cell environment (SearchResults). */
function fieldCell(row: SearchRow, field: string, options: unknown) {
  return (
    <span className={classes.value}>
      {cellText(field, row.values[field], options as CellOptions)}
    </span>
  );
}

/**
 * Edit and delete, present only while the row is in view. Without writes the row offers only
 * 'Show document', which opens the same dialog to read.
 */
function RowActions({ row }: CellContext<SearchRow, unknown>) {
  const { t } = useTranslation();
  const { onEdit, onDelete, writes } = useResultsEnvironment();
  const anchor = useRef<HTMLDivElement>(null);
  const inView = useInViewport(anchor);
  return (
    <div
      ref={anchor}
      className={classes.actions}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      {inView && (
        <>
          <IconButton
            size="sm"
            aria-label={t(writes ? 'search.results.edit' : 'search.results.show')}
            onClick={() => onEdit(row.original)}
          >
            {writes ? <IconEdit size={14} /> : <IconEye size={14} />}
          </IconButton>
          {writes && (
            <IconButton
              size="sm"
              color="red"
              aria-label={t('search.results.delete')}
              onClick={() => onDelete(row.original)}
            >
              <IconTrash size={14} />
            </IconButton>
          )}
        </>
      )}
    </div>
  );
}

export function resultColumns(
  columns: readonly string[],
  sortFields: SortFields,
): DataTableColumn<SearchRow>[] {
  const fields: DataTableColumn<SearchRow>[] = columns.map((name) => ({
    id: name,
    header: name,
    accessorFn: (row: SearchRow) => row.values[name],
    enableSorting: Object.hasOwn(sortFields, name),
    meta: { plainCell: fieldCell },
  }));
  // First, so the buttons stay within reach however many fields the documents have.
  return [{ id: ACTIONS_COLUMN, header: '', enableSorting: false, cell: RowActions }, ...fields];
}
