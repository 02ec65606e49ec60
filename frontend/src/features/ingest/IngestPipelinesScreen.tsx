// The ingest pipelines screen: every pipeline with its description, processor count, version and
// the indices and templates that name it as their default or final pipeline, filtered, sorted and
// reloaded like the other lists. A row opens to its JSON; its buttons edit it, simulate it or
// delete it. New pipeline opens the editor. A read-only cluster's screen offers no writes.
import { useCallback, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { IDLE_REQUEST_STATE } from '../../api/errors';
import { queryRequestState } from '../../api/queryState';
import { useActiveCluster } from '../../store/hooks';
import { useWriteAccess } from '../../store/useWriteAccess';
import { DataTable } from '../../components/DataTable/DataTable';
import { useExpandedRows } from '../../components/DataTable/useExpandedRows';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { ScreenToolbar } from '../../components/ScreenToolbar/ScreenToolbar';
import { WriteButton } from '../../components/WriteAccess/WriteButton';
import { useIngestPipelineListQuery } from './ingestPipelinesApi';
import { pipelineColumns } from './pipelineColumns';
import {
  countPipelineMatches,
  matchesPipelineFilter,
  PIPELINE_FILTER_COLUMNS,
} from './pipelineFilter';
import { PipelineEditorDialog, type PipelineEditorState } from './PipelineEditorDialog';
import { PipelineJson } from './PipelineJson';
import type { PipelineRow } from './pipelineRows';
import { SimulateDialog } from './SimulateDialog';
import { usePipelineDeletion } from './usePipelineDeletion';

const NO_ROWS: PipelineRow[] = [];
const rowId = (row: PipelineRow) => row.name;
const BY_NAME = [{ id: 'name', desc: false }];

export function IngestPipelinesScreen() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const query = useIngestPipelineListQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = query.data ?? NO_ROWS;
  const [filter, setFilter] = useState('');
  const matched = useMemo(() => countPipelineMatches(rows, filter), [rows, filter]);
  const { expanded, toggle } = useExpandedRows();
  const [editor, setEditor] = useState<PipelineEditorState>(null);
  const [simulating, setSimulating] = useState<string | null>(null);
  const remove = usePipelineDeletion();
  const writeReason = useWriteAccess().reason;
  const columns = useMemo(
    () =>
      pipelineColumns(t, {
        isExpanded: (name) => expanded.has(name),
        onSimulate: (row) => setSimulating(row.name),
        onEdit: writeReason === null ? (row) => setEditor({ kind: 'edit', row }) : null,
        onDelete: writeReason === null ? remove : null,
      }),
    [t, expanded, writeReason, remove],
  );
  const renderExpanded = useCallback(
    (row: PipelineRow) => (expanded.has(row.name) ? <PipelineJson row={row} /> : null),
    [expanded],
  );
  const state = queryRequestState(query);
  const failed = state.apiError || state.networkError;

  return (
    <Stack gap="sm">
      <ScreenToolbar
        title={t('ingest.title')}
        list={{
          filter,
          onFilterChange: setFilter,
          matched,
          total: rows.length,
          onReload: () => query.refetch(),
          loading: query.isFetching,
        }}
        countsPending={query.isLoading}
        filterColumns={PIPELINE_FILTER_COLUMNS}
        end={
          <WriteButton
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditor({ kind: 'new' })}
            reason={writeReason}
          >
            {t('ingest.create.button')}
          </WriteButton>
        }
      />
      {failed && <LoaderStatus state={state} uri={cluster?.uri} />}
      <LoaderStatus state={failed ? IDLE_REQUEST_STATE : state}>
        <DataTable
          label={t('ingest.title')}
          data={failed ? NO_ROWS : rows}
          columns={columns}
          getRowId={rowId}
          filterText={filter}
          filterFn={matchesPipelineFilter}
          initialSorting={BY_NAME}
          onRowClick={(row) => toggle(row.name)}
          renderExpanded={renderExpanded}
          // Saying there are none only when the cluster said so, not when a filter hides them.
          emptyText={
            failed || rows.length > 0
              ? undefined
              : t(writeReason === null ? 'ingest.empty' : 'ingest.emptyReadOnly')
          }
        />
      </LoaderStatus>
      <PipelineEditorDialog state={editor} onClose={() => setEditor(null)} />
      <SimulateDialog name={simulating} onClose={() => setSimulating(null)} />
    </Stack>
  );
}
