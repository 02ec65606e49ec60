// The index templates screen: templates of the chosen endpoint in the shared
// table, filtered, with hidden templates on request; a row opens to show its JSON. A failed
// listing leaves the table empty under a notice saying why. Component and composable templates
// can be created, edited and deleted (useTemplateEditing); a read-only cluster's rows offer no
// writes.
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
import { defaultTemplateEndpoint, endpointChoices, type TemplateGate } from './templateEndpoint';
import { countTemplateMatches, matchesTemplateFilter, visibleTemplates } from './templateFilter';
import { TemplateJson } from './TemplateJson';
import type { TemplateRow } from './templateRows';
import { useTemplateListQuery } from './templatesApi';
import { TemplatesToolbar } from './TemplatesToolbar';
import { useExpandedRows } from '../../components/DataTable/useExpandedRows';
import { useTemplatesView } from './useTemplatesView';
import { TemplateEditing, useTemplateEditing } from './TemplateEditing';

const UNKNOWN: TemplateGate = { version: '', majorVersion: '', distribution: 'elasticsearch' };
const NO_ROWS: TemplateRow[] = [];
const rowId = (row: TemplateRow) => row.name;

export function TemplatesScreen() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const gate = cluster ?? UNKNOWN;
  const view = useTemplatesView();
  const [endpoint, setEndpoint] = useState<TemplateEndpoint>(() => defaultTemplateEndpoint(gate));
  const query = useTemplateListQuery(endpoint, { refetchOnMountOrArgChange: true });
  const rows = useMemo(
    () => visibleTemplates(query.data ?? NO_ROWS, view.showHidden),
    [query.data, view.showHidden],
  );
  const matched = useMemo(() => countTemplateMatches(rows, view.filter), [rows, view.filter]);
  const { expanded, toggle, collapseAll } = useExpandedRows();
  const editing = useTemplateEditing(endpoint);
  const columns = useMemo(
    () => templateColumns(t, (name) => expanded.has(name), editing.rowActions),
    [t, expanded, editing.rowActions],
  );
  const renderExpanded = useCallback(
    (row: TemplateRow) => (expanded.has(row.name) ? <TemplateJson row={row} /> : null),
    [expanded],
  );
  const state = queryRequestState(query);
  const failed = state.apiError || state.networkError;

  const changeEndpoint = (next: TemplateEndpoint) => {
    collapseAll();
    setEndpoint(next);
  };

  return (
    <Stack gap="sm">
      <TemplatesToolbar
        onReload={() => query.refetch()}
        loading={query.isFetching}
        endpoints={endpointChoices(gate)}
        endpoint={endpoint}
        onEndpointChange={changeEndpoint}
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
