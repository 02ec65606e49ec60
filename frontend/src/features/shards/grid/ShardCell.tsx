// One cell of the shards grid: the chips of one index on one node (or unassigned), and while a
// shard of this index is selected on another node, the check button that moves it here.
import { memo } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { ChipTexts } from './chipTexts';
import { isMoveTarget, isSelectable, isSelected, type ShardSelection } from '../reroute/reroute';
import { ShardChip } from './ShardChip';
import type { ShardEntry } from './shardEntry';
import classes from './ShardGrid.module.css';

export interface CellActions {
  /** null: no chip can be selected, so no reroute starts (writes are not offered). */
  onSelect: ((entry: ShardEntry) => void) | null;
  onMove: (selection: ShardSelection, toNode: string) => void;
  /** Opens the allocation explanation of a chip that cannot be selected. */
  onExplain: (entry: ShardEntry) => void;
}

interface ShardCellProps extends CellActions {
  texts: ChipTexts;
  index: string;
  /** null is the unassigned row. */
  node: string | null;
  /** The column's position on the page, for the column highlight. */
  column: number;
  shards: readonly ShardEntry[];
  /** The selection when it is a shard of this index, else null (so other columns keep still). */
  selection: ShardSelection | null;
}

export const ShardCell = memo(function ShardCell(props: ShardCellProps) {
  const { index, node, shards, selection, onSelect, onExplain } = props;
  return (
    <td data-col={props.column}>
      <div className={classes.chips}>
        {shards.map((entry, position) => (
          <ShardChip
            key={position}
            entry={entry}
            selected={isSelected(selection, entry)}
            texts={props.texts}
            onSelect={onSelect && node !== null && isSelectable(entry) ? onSelect : undefined}
            onExplain={onExplain}
          />
        ))}
        {selection && node !== null && isMoveTarget(selection, index, node) && (
          <MoveButton selection={selection} node={node} onMove={props.onMove} />
        )}
      </div>
    </td>
  );
});

interface MoveButtonProps {
  selection: ShardSelection;
  node: string;
  onMove: CellActions['onMove'];
}

function MoveButton({ selection, node, onMove }: MoveButtonProps) {
  const { t } = useTranslation();
  const label = t('shards.reroute.moveHere', {
    shard: selection.shard,
    index: selection.index,
    node,
  });
  return (
    <ActionIcon
      size={22}
      variant="light"
      color="green"
      aria-label={label}
      title={label}
      onClick={() => onMove(selection, node)}
    >
      <IconCheck size={14} />
    </ActionIcon>
  );
}
