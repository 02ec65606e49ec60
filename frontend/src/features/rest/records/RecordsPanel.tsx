// Layout shared by the History and Saved queries panels: a searchable table on the left and the
// preview of the selected row on the right. A double click uses the row in the current tab.
import { useState, type ReactNode } from 'react';
import { CloseButton, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { FilterInput } from '../../../components/Filter/FilterInput';
import type { RestRequest } from '../../../engine/clusterDb';
import { NoSelection, RequestPreview } from '../request/RequestPreview';

export interface PanelActions {
  onUse: (request: RestRequest) => void;
  onOpenInNewTab: (request: RestRequest) => void;
  onClose: () => void;
}

interface RecordsPanelProps<T extends RestRequest & { id: number }> extends PanelActions {
  title: string;
  rows: T[];
  columns: DataTableColumn<T>[];
  filterFn: (row: T, text: string) => boolean;
  filterColumns: readonly string[];
  emptyText: string;
  toolbar?: ReactNode;
  /** Controls under the preview of the selected row. */
  rowControls?: (row: T) => ReactNode;
}

const getRowId = (row: { id: number }) => String(row.id);

export function RecordsPanel<T extends RestRequest & { id: number }>(props: RecordsPanelProps<T>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = props.rows.find((row) => row.id === selectedId) ?? null;

  return (
    <Paper withBorder p="sm" component="section" aria-label={props.title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          {props.title}
        </Title>
        <Group gap="xs">
          {props.toolbar}
          <FilterInput
            value={filter}
            onChange={setFilter}
            columns={props.filterColumns}
            label={t('rest.records.search')}
          />
          <CloseButton aria-label={t('rest.records.close')} onClick={props.onClose} />
        </Group>
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <DataTable
            label={props.title}
            data={props.rows}
            columns={props.columns}
            getRowId={getRowId}
            filterText={filter}
            filterFn={props.filterFn}
            emptyText={props.emptyText}
            onRowClick={(row) => setSelectedId(row.id)}
            activeRowId={selected ? getRowId(selected) : undefined}
            onRowDoubleClick={(row) =>
              props.onUse({ method: row.method, path: row.path, body: row.body })
            }
            rowTitle={t('rest.records.rowTitle')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack h="100%" mih={260}>
            {selected ? (
              <RequestPreview
                key={selected.id}
                request={selected}
                onUse={props.onUse}
                onOpenInNewTab={props.onOpenInNewTab}
              >
                {props.rowControls?.(selected)}
              </RequestPreview>
            ) : (
              <NoSelection />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
