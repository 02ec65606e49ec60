// Column definitions of the nodes table, the usage columns first after the name. Accessors give the values the table
// sorts by; cells render them.
import type { TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../../components/DataTable/types';
import type { DetailsNode } from './details/NodeDetailsDialog';
import { NodeNameCell } from './details/NodeNameCell';
import { DiskCell } from './DiskCell';
import type { NodeDiskView } from './nodeDisk';
import {
  AttributesCell,
  BreakableCell,
  LoadCell,
  RoleIconsCell,
  RoleLettersCell,
  UsageCell,
} from './NodeCells';
import { catNumber, currentOfMax, loadText, type NodeRow } from './nodeRows';
import { masterState } from './roles';
import type { NodesTableRow } from './nodesTableRows';

export interface NodeColumnOptions {
  /** The shards column needs major version 8 or later. */
  showShards: boolean;
  /** The node name is a button that opens the node's details. */
  onOpenDetails: (node: DetailsNode) => void;
  /** The disk with its watermarks; without it the disk column is a plain usage bar. */
  diskOf?: (node: NodeRow) => NodeDiskView;
}

type Column = DataTableColumn<NodesTableRow>;

function textColumn(t: TFunction, id: 'name' | 'version' | 'id' | 'ip'): Column {
  return { id, header: t(`nodes.columns.${id}`), accessorFn: (row) => row.node[id] };
}

function usageColumn(
  t: TFunction,
  id: 'ram' | 'heap' | 'disk',
  read: (node: NodeRow) => [number | null, number | null, number | null],
): Column {
  const header = t(`nodes.columns.${id}`);
  return {
    id,
    header,
    accessorFn: (row) => read(row.node)[0],
    cell: ({ row }) => {
      const [percent, current, max] = read(row.original.node);
      return <UsageCell label={header} percent={percent} detail={currentOfMax(current, max)} />;
    },
  };
}

function diskColumn(t: TFunction, diskOf: (node: NodeRow) => NodeDiskView): Column {
  const header = t('nodes.columns.disk');
  return {
    id: 'disk',
    header,
    accessorFn: (row) => diskOf(row.node).used,
    cell: ({ row }) => <DiskCell label={header} disk={diskOf(row.original.node)} />,
  };
}

export function nodeColumns(
  t: TFunction,
  { showShards, onOpenDetails, diskOf }: NodeColumnOptions,
): Column[] {
  const cpuHeader = t('nodes.columns.cpu');
  const columns: (Column | false)[] = [
    {
      id: 'status',
      header: t('nodes.columns.status'),
      enableSorting: false,
      cell: ({ row }) => <RoleIconsCell row={row.original.node} />,
    },
    {
      ...textColumn(t, 'name'),
      cell: ({ row }) => <NodeNameCell node={row.original.node} onOpen={onOpenDetails} />,
    },
    // The usage columns come right after the name, so that at 1280 px heap and disk are in view
    // without scrolling the table sideways.
    {
      id: 'load',
      header: t('nodes.columns.load'),
      accessorFn: (row) => catNumber(row.node.load1m),
      cell: ({ row }) => <LoadCell text={loadText(row.original.node)} />,
    },
    {
      id: 'cpu',
      header: cpuHeader,
      accessorFn: (row) => row.node.cpu,
      cell: ({ row }) => <UsageCell label={cpuHeader} percent={row.original.node.cpu} />,
    },
    usageColumn(t, 'ram', (node) => [node.ramPercent, node.ramCurrent, node.ramMax]),
    usageColumn(t, 'heap', (node) => [node.heapPercent, node.heapCurrent, node.heapMax]),
    diskOf
      ? diskColumn(t, diskOf)
      : usageColumn(t, 'disk', (node) => [node.diskPercent, node.diskCurrent, node.diskMax]),
    textColumn(t, 'version'),
    {
      ...textColumn(t, 'id'),
      cell: ({ row }) => <BreakableCell text={row.original.node.id} />,
    },
    textColumn(t, 'ip'),
    {
      id: 'master',
      header: t('nodes.columns.master'),
      accessorFn: (row) =>
        t(`nodes.master.${masterState(row.node.master, row.node.masterEligible)}`),
    },
    {
      id: 'nodeRole',
      header: t('nodes.columns.nodeRole'),
      accessorFn: (row) => row.node.nodeRole,
      cell: ({ row }) => <RoleLettersCell nodeRole={row.original.node.nodeRole} />,
    },
    showShards && {
      id: 'shards',
      header: t('nodes.columns.shards'),
      accessorFn: (row) => row.node.shards,
    },
    {
      id: 'attributes',
      header: t('nodes.columns.attributes'),
      enableSorting: false,
      cell: ({ row }) => <AttributesCell attributes={row.original.attributes} />,
    },
  ];
  return columns.filter((column): column is Column => column !== false);
}
