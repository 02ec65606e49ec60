// The shards grid (core 2.11): a header row of index columns, the 'unassigned' row, then one row
// per node. Only the columns of the current page are rendered.
import { memo, useRef } from 'react';
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusDot } from '../../components/StatusDot/StatusDot';
import { ColumnHighlight } from './ColumnHighlight';
import type { ShardSelection } from './reroute';
import { ShardCell, type CellActions } from './ShardCell';
import { cellShards, type IndexColumn, type ShardGrid } from './shardGrid';

const STICKY_CELL = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
} as const;

interface ShardGridTableProps extends CellActions {
  grid: ShardGrid;
  /** The columns of the current page. */
  columns: readonly IndexColumn[];
  selection: ShardSelection | null;
}

export function ShardGridTable({ grid, columns, selection, onSelect, onMove }: ShardGridTableProps) {
  const { t } = useTranslation();
  const tableRef = useRef<HTMLTableElement>(null);
  const rowProps = { grid, columns, selection, onSelect, onMove };
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table ref={tableRef} withTableBorder withColumnBorders data-shards-grid aria-label={t('shards.grid.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={STICKY_CELL}>{t('shards.grid.node')}</Table.Th>
            {columns.map((column, position) => (
              <IndexHeader key={column.name} column={column} position={position} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <GridRow node={null} label={t('shards.grid.unassigned')} {...rowProps} />
          {grid.nodes.map((node) => (
            <GridRow key={node} node={node} label={node} {...rowProps} />
          ))}
        </Table.Tbody>
      </Table>
      <ColumnHighlight tableRef={tableRef} />
    </div>
  );
}

const IndexHeader = memo(function IndexHeader({ column, position }: { column: IndexColumn; position: number }) {
  const { t } = useTranslation();
  const counts = t('shards.grid.shardCount', { pri: column.pri || '-', rep: column.rep || '-' });
  const status = column.status && column.status !== 'open' ? ` ${t('shards.grid.status', { status: column.status })}` : '';
  return (
    <Table.Th data-col={position} style={{ minWidth: 110, verticalAlign: 'top' }}>
      <Group gap={6} wrap="nowrap">
        <StatusDot status={column.health} />
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {column.name}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" fw={400}>
        {counts}
        {status}
      </Text>
    </Table.Th>
  );
});

interface GridRowProps extends CellActions {
  node: string | null;
  label: string;
  grid: ShardGrid;
  columns: readonly IndexColumn[];
  selection: ShardSelection | null;
}

function GridRow({ node, label, grid, columns, selection, onSelect, onMove }: GridRowProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row" style={STICKY_CELL} fw={node === null ? 400 : 600} c={node === null ? 'dimmed' : undefined}>
        {label}
      </Table.Th>
      {columns.map((column, position) => (
        <ShardCell
          key={column.name}
          index={column.name}
          node={node}
          column={position}
          shards={cellShards(grid, column.name, node)}
          selection={selection?.index === column.name ? selection : null}
          onSelect={onSelect}
          onMove={onMove}
        />
      ))}
    </Table.Tr>
  );
}
