// The index templates screen: templates of the kind chosen (kept in the address) in the shared
// table, with that kind's columns, filtered, with hidden templates on request; a row opens to
// show its JSON. A failed listing leaves the table empty under a notice saying why. Component and
// composable templates can be created, edited and deleted, legacy ones deleted, under a note that
// they are deprecated (useTemplateEditing); a read-only cluster's rows offer no writes.
import { useCallback, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { IDLE_REQUEST_STATE } from '../../api/errors';
import type { TemplateEndpoint } from '../../api/operations/templates';
import { queryRequestState } from '../../api/queryState';
import { useActiveCluster } from '../../store/hooks';
import { DataTable } from '../../components/DataTable/DataTable';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { templateColumns } from './templateColumns';
import type { TemplateGate } from './templateEndpoint';
import { countTemplateMatches, matchesTemplateFilter, visibleTemplates } from './templateFilter';
import { TemplateJson } from './TemplateJson';
import type { TemplateRow } from './templateRows';
import { useTemplateListQuery } from './templatesApi';
import { TemplatesToolbar } from './TemplatesToolbar';
import { useExpandedRows } from '../../components/DataTable/useExpandedRows';
import { useTemplatesView } from './useTemplatesView';
import { TemplateEditing, useTemplateEditing } from './TemplateEditing';
import { LegacyTemplatesNote } from './LegacyTemplatesNote';
import { useTemplateKind } from './useTemplateKind';

const UNKNOWN: TemplateGate = { version: '', majorVersion: '', distribution: 'elasticsearch' };
const NO_ROWS: TemplateRow[] = [];
const rowId = (row: TemplateRow) => row.name;

export function TemplatesScreen() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const gate = cluster ?? UNKNOWN;
  const view = useTemplatesView();
  const { endpoint, choices, choose } = useTemplateKind(gate);
  const query = useTemplateListQuery(endpoint, { refetchOnMountOrArgChange: true });
  const rows = useMemo(
    () => visibleTemplates(query.data ?? NO_ROWS, view.showHidden),
    [query.data, view.showHidden],
  );
  const matched = useMemo(() => countTemplateMatches(rows, view.filter), [rows, view.filter]);
  const { expanded, toggle } = useExpandedRowsOf(endpoint);
  const editing = useTemplateEditing(endpoint);
  const columns = useMemo(
    () => templateColumns(t, endpoint, (name) => expanded.has(name), editing.rowActions),
    [t, endpoint, expanded, editing.rowActions],
  );
  const renderExpanded = useCallback(
    (row: TemplateRow) => (expanded.has(row.name) ? <TemplateJson row={row} /> : null),
    [expanded],
  );
  const state = queryRequestState(query);
  const failed = state.apiError || state.networkError;

  return (
    <Stack gap="sm">
      <TemplatesToolbar
        onReload={() => query.refetch()}
        loading={query.isFetching}
        endpoints={choices}
        endpoint={endpoint}
        onEndpointChange={choose}
        filter={view.filter}
        onFilterChange={view.setFilter}
        matched={matched}
        total={rows.length}
        showHidden={view.showHidden}
        onShowHiddenChange={view.setShowHidden}
        stickyHeader={view.stickyHeader}
        onStickyHeaderChange={view.setStickyHeader}
        end={editing.newButton}
      />
      {endpoint === '_template' && choices.includes('_index_template') && <LegacyTemplatesNote />}
      {failed && <LoaderStatus state={state} uri={cluster?.uri} />}
      <LoaderStatus state={failed ? IDLE_REQUEST_STATE : state}>
        <DataTable
          label={t('templates.title')}
          data={failed ? NO_ROWS : rows}
          columns={columns}
          getRowId={rowId}
          {...view.tableProps}
          filterFn={matchesTemplateFilter}
          resizePanel="indexTemplatesTable"
          onRowClick={(row) => toggle(row.name)}
          renderExpanded={renderExpanded}
          emptyText={t('templates.empty')}
        />
      </LoaderStatus>
      <TemplateEditing endpoint={endpoint} editing={editing} />
    </Stack>
  );
}

/**
 * The open rows of the kind shown: rows of another kind may share a name, so a kind shown afresh
 * starts with every row closed.
 */
function useExpandedRowsOf(endpoint: TemplateEndpoint) {
  const rows = useExpandedRows();
  const [shown, setShown] = useState(endpoint);
  if (shown !== endpoint) {
    setShown(endpoint);
    rows.collapseAll();
  }
  return rows;
}
