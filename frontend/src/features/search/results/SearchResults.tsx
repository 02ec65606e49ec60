// The results: toolbar, the shared table with server-side paging and sorting,
// selection with bulk delete, per-row edit and delete, and the edit dialog. A read-only cluster
// is offered no write: Bulk stays disabled saying why, rows lose their delete and open their
// document to read, with Update disabled saying why.
import { useCallback, useMemo, useState } from 'react';

import { useTranslation } from '../../../i18n/translate';
import type { DocumentRef } from '../../../api/operations/documents';
import { paths } from '../../../routing/paths';
import { useActiveClusterIndex, useAppSelector } from '../../../store/hooks';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { selectSearchPreferences } from '../../../preferences/searchPreferences';
import { DataTable } from '../../../components/DataTable/DataTable';
import { EditDocumentDialog } from '../document/EditDocumentDialog';
import { matchesPageFilter } from './pageFilter';
import { matchesExport } from './matchesExport';
import { ResultsToolbar } from './ResultsToolbar';
import { ResultsContext, type ResultsEnvironment } from './searchContext';
import type { SearchRow } from './searchRows';
import type { SearchView } from '../view/searchView';
import { useDocumentDeletion } from '../document/useDocumentDeletion';
import { useResultTable } from './useResultTable';
import type { SearchController } from '../view/useSearchController';
import { PlainStack } from '../../../components/PlainControls/plainLayout';

const rowKeyOf = (row: SearchRow) => row.key;
const NONE: { ids: string[]; rows: SearchRow[] } = { ids: [], rows: [] };

interface SearchResultsProps {
  view: SearchView;
  controller: SearchController;
}

export function SearchResults({ view, controller }: SearchResultsProps) {
  const { t } = useTranslation();
  const table = useResultTable(view, controller);
  const preferences = useAppSelector(selectSearchPreferences);
  const deletion = useDocumentDeletion();
  const writeReason = useWriteAccess().reason;
  const [selected, setSelected] = useState(NONE);
  const [editing, setEditing] = useState<DocumentRef | null>(null);
  const { update } = controller;
  const clusterIndex = useActiveClusterIndex();
  const exportHref = useMemo(() => {
    const matches = matchesExport({ indices: view.indices, searchQuery: view.searchQuery });
    return matches && paths.transfer(clusterIndex, { view: 'export', ...matches });
  }, [clusterIndex, view.indices, view.searchQuery]);

  // Stable, so a render of the results does not render every row again.
  const editRow = useCallback((row: SearchRow) => setEditing(row.ref), []);
  // What the field cells read: a new value renders every row again.
  const { documentFieldMaxLength: maxLength, localizeTimestamp } = preferences;
  const cell = useMemo(() => ({ maxLength, localizeTimestamp }), [maxLength, localizeTimestamp]);
  const environment = useMemo<ResultsEnvironment>(
    () => ({
      onEdit: editRow,
      onDelete: (row) => void deletion.remove(row.ref),
      writes: writeReason === null,
    }),
    [editRow, deletion, writeReason],
  );
  const matched = useMemo(
    () => table.rows.filter((row) => matchesPageFilter(row, view.filter)).length,
    [table.rows, view.filter],
  );
  const bulkDelete = async () => {
    if (await deletion.removeMany(selected.rows.map((row) => row.ref))) setSelected(NONE);
  };
  const setSticky = useCallback(
    (sticky: boolean) => update(() => ({ stickyTableHeader: sticky })),
    [update],
  );
  const onSelectionChange = useCallback(
    (rows: SearchRow[], ids: string[]) => setSelected({ ids, rows }),
    [],
  );

  return (
    <PlainStack gap="xs">
      <ResultsToolbar
        filter={view.filter}
        onFilterChange={(filter) => update(() => ({ filter }))}
        matched={matched}
        pageRows={table.rows.length}
        selected={selected.ids.length}
        onBulkDelete={() => void bulkDelete()}
        writeReason={writeReason}
        download={table.rows.length > 0 ? controller.runner.response : null}
        exportHref={exportHref}
        columns={table.columnNames.map((name) => ({ id: name, label: name }))}
        visibility={table.visibility}
        onVisibilityChange={table.setVisibility}
        stickyHeader={view.stickyTableHeader}
        onStickyHeaderChange={setSticky}
      />
      <ResultsContext value={environment}>
        <DataTable
          label={t('search.results.label')}
          data={table.rows}
          columns={table.columns}
          getRowId={rowKeyOf}
          filterText={view.filter}
          filterFn={matchesPageFilter}
          serverSide={table.serverSide}
          selectable
          selectedIds={selected.ids}
          onSelectionChange={onSelectionChange}
          columnVisibility={table.visibility}
          onColumnVisibilityChange={table.setVisibility}
          stickyHeader={view.stickyTableHeader}
          onStickyHeaderChange={setSticky}
          resizePanel="searchTable"
          columnsInViewFirst
          emptyText={t('search.results.empty')}
          onRowDoubleClick={editRow}
          cellEnvironment={cell}
          rowTitle={t(
            writeReason === null ? 'search.results.doubleClick' : 'search.results.doubleClickShow',
          )}
        />
      </ResultsContext>
      {editing && (
        <EditDocumentDialog
          docRef={editing}
          writeReason={writeReason}
          onClose={() => setEditing(null)}
        />
      )}
    </PlainStack>
  );
}
