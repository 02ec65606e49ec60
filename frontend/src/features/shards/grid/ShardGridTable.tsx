// The shards grid: a header row of index columns, the 'unassigned' row, then one row
// per node. Only the columns of the current page are rendered, with plain elements (see
// ShardGrid.module.css).
import { memo, useRef } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { StatusDot } from '../../../components/StatusDot/StatusDot';
import { useChipTexts, type ChipTexts } from './chipTexts';
import { ColumnHighlight } from './ColumnHighlight';
import type { ShardSelection } from '../reroute/reroute';
import { ShardCell, type CellActions } from './ShardCell';
import classes from './ShardGrid.module.css';
import { cellShards, type IndexColumn, type ShardGrid } from './shardGrid';

interface ShardGridTableProps extends CellActions {
  grid: ShardGrid;
  /** The columns of the current page. */
  columns: readonly IndexColumn[];
  selection: ShardSelection | null;
}

export function ShardGridTable({
  grid,
  columns,
  selection,
  onSelect,
  onMove,
  onExplain,
}: ShardGridTableProps) {
  const { t } = useTranslation();
  const tableRef = useRef<HTMLTableElement>(null);
  const texts = useChipTexts();
  const rowProps = { grid, columns, selection, texts, onSelect, onMove, onExplain };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        ref={tableRef}
        className={classes.grid}
        data-shards-grid
        aria-label={t('shards.grid.label')}
      >
        <thead>
          <tr>
            <th className={classes.node}>{t('shards.grid.node')}</th>
            {columns.map((column, position) => (
              <IndexHeader key={column.name} column={column} position={position} texts={texts} />
            ))}
          </tr>
        </thead>
        <tbody>
          <GridRow node={null} label={t('shards.grid.unassigned')} {...rowProps} />
          {grid.nodes.map((node) => (
            <GridRow key={node} node={node} label={node} {...rowProps} />
          ))}
        </tbody>
      </table>
      <ColumnHighlight tableRef={tableRef} />
    </div>
  );
}

const IndexHeader = memo(function IndexHeader({
  column,
  position,
  texts,
}: {
  column: IndexColumn;
  position: number;
  texts: ChipTexts;
}) {
  return (
    <th data-col={position} className={classes.indexHeader}>
      <div className={classes.indexName}>
        <StatusDot status={column.health} />
        {column.name}
      </div>
      <div className={classes.indexMeta}>{texts.columnMeta(column)}</div>
    </th>
  );
});

interface GridRowProps extends CellActions {
  node: string | null;
  label: string;
  grid: ShardGrid;
  columns: readonly IndexColumn[];
  selection: ShardSelection | null;
  texts: ChipTexts;
}

function GridRow(props: GridRowProps) {
  const { node, label, grid, columns, selection, texts, onSelect, onMove, onExplain } = props;
  return (
    <tr>
      <th
        scope="row"
        className={node === null ? `${classes.node} ${classes.unassigned}` : classes.node}
      >
        {label}
      </th>
      {columns.map((column, position) => (
        <ShardCell
          key={column.name}
          index={column.name}
          node={node}
          column={position}
          shards={cellShards(grid, column.name, node)}
          selection={selection?.index === column.name ? selection : null}
          texts={texts}
          onSelect={onSelect}
          onMove={onMove}
          onExplain={onExplain}
        />
      ))}
    </tr>
  );
}
