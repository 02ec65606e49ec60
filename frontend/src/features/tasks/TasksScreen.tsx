// The tasks screen: the running tasks, each child under its parent, with progress and Cancel;
// reload with auto-refresh and a filter like the other lists. A cluster without the task
// management API shows _cat/tasks read-only, with a notice quoting its refusal.
import { useCallback, useMemo, useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { queryRequestState } from '../../api/queryState';
import { DataTable } from '../../components/DataTable/DataTable';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { ScreenToolbar } from '../../components/ScreenToolbar/ScreenToolbar';
import { useActiveCluster, useEngineName } from '../../store/hooks';
import { useWriteAccess } from '../../store/useWriteAccess';
import { taskColumns } from './taskColumns';
import { TASK_FILTER_COLUMNS, taskMatches } from './taskFilter';
import type { TaskRow } from './taskRows';
import { ASK_WHEN_OLD, screenQuery, useScreenQuery, type ScreenData } from '../../api/screenQuery';
import { tasksApi } from './tasksApi';
import { useTaskCancel } from './useTaskCancel';
import { useTaskDeepLink } from './useTaskDeepLink';

const TASK_LIST = screenQuery(tasksApi.endpoints.taskList, () => undefined, {
  mounted: ASK_WHEN_OLD,
});

/** What the tasks screen first shows (see `ScreenData`). */
export const TASKS_DATA: ScreenData = { queries: [TASK_LIST] };

const EMPTY: TaskRow[] = [];
const rowId = (row: TaskRow) => row.id;

export function TasksScreen() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const [filter, setFilter] = useState('');
  const query = useScreenQuery(TASK_LIST);
  const list = query.data;
  const rows = list?.rows ?? EMPTY;
  const { refetch } = query;
  const reload = useCallback(() => refetch(), [refetch]);
  const engine = useEngineName();
  const { cancelling, cancel } = useTaskCancel(rows, reload, engine);
  const writeReason = useWriteAccess().reason;
  const label = t('tasks.title');
  const deepLink = useTaskDeepLink(list ? rows : null);
  const readOnlyList = list?.source === 'cat';
  const columns = useMemo(
    () => taskColumns(t, { readOnlyList, cancelling, writeReason, onCancel: cancel }),
    [t, readOnlyList, cancelling, writeReason, cancel],
  );
  const matches = useMemo(() => taskMatches(rows, filter), [rows, filter]);
  const keepsRow = useCallback((row: TaskRow) => matches === null || matches.has(row), [matches]);
  const matched = matches === null ? rows.length : matches.size;

  return (
    <Stack gap="sm">
      <ScreenToolbar
        title={label}
        list={{
          filter,
          onFilterChange: setFilter,
          matched,
          total: rows.length,
          onReload: reload,
          loading: query.isFetching,
        }}
        countsPending={!list}
        filterColumns={TASK_FILTER_COLUMNS}
      />
      {list?.source === 'cat' && (
        <Alert color="blue" icon={<IconInfoCircle />} role="note">
          <Text size="sm">{t('tasks.fallback.notice', { reason: list.refusal ?? '' })}</Text>
        </Alert>
      )}
      {deepLink.notRunning && (
        <Text size="sm" c="dimmed" role="status">
          {t('tasks.notRunning', { id: deepLink.taskId })}
        </Text>
      )}
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        <DataTable
          label={label}
          data={rows}
          columns={columns}
          getRowId={rowId}
          filterText={filter}
          filterFn={keepsRow}
          paginate={false}
          activeRowId={deepLink.taskId ?? undefined}
          scrollToActiveRow
          emptyText={t('tasks.empty')}
        />
      </LoaderStatus>
    </Stack>
  );
}
