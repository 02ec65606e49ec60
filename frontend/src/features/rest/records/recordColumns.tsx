// Columns of the History and Saved queries tables. The query cell shows the
// method, the path and the first 100 characters of the body without whitespace; the history
// also shows each answer's status, coloured like the response chip.
import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { formatDateTime } from '../../../lib/dates';
import { filterRows } from '../../../lib/filter';
import type { RestRequest } from '../../../engine/clusterDb';
import { bodyPreview } from './history';
import { RequestText } from '../request/MethodText';
import { statusColor } from '../response/statusColor';
import type { HistoryRow, SavedQueryRow } from './useRestRecords';

export const HISTORY_FILTER_COLUMNS = ['method', 'path', 'body', 'status'] as const;
export const SAVED_FILTER_COLUMNS = ['name', 'method', 'path', 'body'] as const;

export const matchesHistory = (row: HistoryRow, text: string) =>
  filterRows([row], text, HISTORY_FILTER_COLUMNS).length > 0;
export const matchesSaved = (row: SavedQueryRow, text: string) =>
  filterRows([row], text, SAVED_FILTER_COLUMNS).length > 0;

function QueryCell({ request }: { request: RestRequest }) {
  const preview = bodyPreview(request.body);
  return (
    <Stack gap={0}>
      <RequestText method={request.method} path={request.path} />
      {preview && (
        <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {preview}
        </Text>
      )}
    </Stack>
  );
}

function queryColumn<T extends RestRequest>(t: TFunction): DataTableColumn<T> {
  return {
    id: 'query',
    header: t('rest.records.query'),
    accessorFn: (row) => `${row.method} ${row.path}`,
    cell: ({ row }) => <QueryCell request={row.original} />,
  };
}

export function historyColumns(t: TFunction, locale: string): DataTableColumn<HistoryRow>[] {
  return [
    queryColumn<HistoryRow>(t),
    {
      id: 'status',
      header: t('rest.records.status'),
      accessorFn: (row) => row.status ?? '',
      cell: ({ row }) => {
        const { status } = row.original;
        return status ? (
          <Badge radius="sm" color={statusColor(status)} style={{ whiteSpace: 'nowrap' }}>
            {status}
          </Badge>
        ) : null;
      },
    },
    {
      id: 'date',
      header: t('rest.records.timestamp'),
      accessorFn: (row) => row.date.getTime(),
      cell: ({ row }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(row.original.date, locale)}
        </Text>
      ),
    },
  ];
}

export function savedQueryColumns(t: TFunction): DataTableColumn<SavedQueryRow>[] {
  return [
    { id: 'name', header: t('rest.records.name'), accessorFn: (row) => row.name ?? '' },
    queryColumn<SavedQueryRow>(t),
  ];
}
