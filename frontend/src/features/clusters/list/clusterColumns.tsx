// Column definitions of the cluster list. Rows come sorted by name, so the
// columns themselves do not sort.
import type { TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { ActionsCell, ClusterCell, UriCell, VersionCell, type RowActions } from './ClusterCells';
import type { ClusterRow } from './clusterRows';

export function clusterColumns(t: TFunction, actions: RowActions): DataTableColumn<ClusterRow>[] {
  const columns: DataTableColumn<ClusterRow>[] = [
    {
      id: 'cluster',
      header: t('clusters.list.columns.cluster'),
      cell: ({ row }) => <ClusterCell row={row.original} />,
    },
    {
      id: 'uri',
      header: t('clusters.list.columns.uri'),
      cell: ({ row }) => <UriCell row={row.original} />,
    },
    {
      id: 'version',
      header: t('clusters.list.columns.version'),
      cell: ({ row }) => <VersionCell row={row.original} />,
    },
    {
      id: 'actions',
      header: t('clusters.list.columns.actions'),
      cell: ({ row }) => <ActionsCell row={row.original} {...actions} />,
    },
  ];
  return columns.map((column) => ({ ...column, enableSorting: false }));
}
