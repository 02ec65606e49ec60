// The ingest pipelines screen: every pipeline with its description, processor count, version and
// the indices and templates that name it as their default or final pipeline, filtered, sorted and
// reloaded like the other lists. A row opens to its JSON; its buttons edit it, simulate it or
// delete it. New pipeline opens the editor. A read-only cluster's screen offers no writes.
import { useCallback, useState } from 'react';
import { useListAccess } from '../../store/useWriteAccess';
import { useTranslation } from '../../i18n/translate';
import { useScreenQuery } from '../../api/screenQuery';
import { ListScreen } from '../../components/ListScreen/ListScreen';
import { ListToolbar } from '../../components/ListScreen/ListToolbar';
import { useEditorState } from '../../components/ListScreen/listEditing';
import { useListColumns } from '../../components/ListScreen/useListColumns';
import { useListScreen } from '../../components/ListScreen/useListScreen';
import { WRITE_NEEDS } from '../../engine/writeNeeds';
import { PIPELINE_LIST } from './ingestPipelinesApi';
import { pipelineColumns } from './pipelineColumns';
import { matchesPipelineFilter, PIPELINE_FILTER_COLUMNS } from './pipelineFilter';
import { PipelineEditorDialog } from './PipelineEditorDialog';
import { PipelineJson } from './PipelineJson';
import type { PipelineRow } from './pipelineRows';
import { SimulateDialog } from './SimulateDialog';
import { usePipelineDeletion } from './usePipelineDeletion';

export { INGEST_PIPELINES_DATA } from './ingestPipelinesApi';

const NO_ROWS: PipelineRow[] = [];
const rowKey = (row: PipelineRow) => row.name;
const details = (row: PipelineRow) => <PipelineJson row={row} />;

export function IngestPipelinesScreen() {
  const { t } = useTranslation();
  const access = useListAccess();
  const query = useScreenQuery(PIPELINE_LIST);
  const rows = query.data ?? NO_ROWS;
  const list = useListScreen({
    need: WRITE_NEEDS.pipelines,
    access,
    query,
    rows,
    rowKey,
    matches: matchesPipelineFilter,
  });
  const editor = useEditorState<PipelineRow>();
  const [simulating, setSimulating] = useState<string | null>(null);
  const onSimulate = useCallback((row: PipelineRow) => setSimulating(row.name), []);
  const columns = useListColumns({
    list,
    columns: pipelineColumns,
    writes: { onEdit: editor.edit, onDelete: usePipelineDeletion() },
    reads: { onSimulate },
  });

  return (
    <ListScreen
      list={list}
      toolbar={
        <ListToolbar
          title={t('ingest.title')}
          list={list}
          filterColumns={PIPELINE_FILTER_COLUMNS}
          create={{ label: t('ingest.create.button'), onClick: editor.create }}
        />
      }
      label={t('ingest.title')}
      columns={columns}
      details={details}
      // Saying there are none only when the cluster said so, not when a filter hides them.
      emptyText={
        list.failed || rows.length > 0
          ? undefined
          : t(access.writeReason === null ? 'ingest.empty' : 'ingest.emptyReadOnly')
      }
    >
      <PipelineEditorDialog state={editor.state} onClose={editor.close} />
      <SimulateDialog name={simulating} onClose={() => setSimulating(null)} />
    </ListScreen>
  );
}
