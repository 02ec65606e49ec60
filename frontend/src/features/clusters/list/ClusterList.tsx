// The filterable cluster table inside the dropdown.
import { useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { Cluster } from '../../../api/types';
import { DataTable } from '../../../components/DataTable/DataTable';
import { FilterInput } from '../../../components/Filter/FilterInput';
import type { RowActions } from './ClusterCells';
import { clusterColumns } from './clusterColumns';
import {
  CLUSTER_FILTER_COLUMNS,
  clusterRows,
  matchesClusterFilter,
  type ClusterRow,
} from './clusterRows';

interface ClusterListProps extends RowActions {
  clusters: readonly Cluster[];
  activeIndex: number | null;
  onConnect: (row: ClusterRow) => void;
}

export function ClusterList({
  clusters,
  activeIndex,
  onConnect,
  onEdit,
  onRemove,
}: ClusterListProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => clusterRows(clusters, activeIndex), [clusters, activeIndex]);
  const columns = useMemo(() => clusterColumns(t, { onEdit, onRemove }), [t, onEdit, onRemove]);
  return (
    <Stack gap="xs">
      <FilterInput value={filter} onChange={setFilter} columns={CLUSTER_FILTER_COLUMNS} />
      <DataTable
        label={t('clusters.list.label')}
        data={rows}
        columns={columns}
        getRowId={(row) => String(row.index)}
        filterText={filter}
        filterFn={matchesClusterFilter}
        onRowClick={onConnect}
        rowTitle={(row) => t('clusters.list.connectTo', { uri: row.cluster.uri })}
        emptyText={t('clusters.list.empty')}
      />
    </Stack>
  );
}
