// One shard in a grid cell: the shard number in a chip bordered by its state, dashed
// for replicas. A started shard on a node is a button that selects it for rerouting; any other
// chip (unassigned, initializing, relocating, every chip of a read-only cluster) is a button that
// explains its allocation. Chips take their texts from the grid (chipTexts.ts) and build their
// hover text only when hovered: a page of the grid holds many of them.
import type { MouseEvent } from 'react';
import type { ChipTexts } from './chipTexts';
import classes from './ShardGrid.module.css';
import { shardTone, type ShardEntry } from './shardEntry';

/** The chip's classes: state border, dashed for a replica, filled when selected. */
function chipClass(entry: ShardEntry, selected: boolean): string {
  const names = [
    classes.chip,
    classes[shardTone(entry.state)],
    entry.primary ? classes.primary : classes.replica,
  ];
  if (selected) names.push(classes.selected);
  return names.join(' ');
}

interface ShardChipProps {
  entry: ShardEntry;
  selected: boolean;
  texts: ChipTexts;
  /** Present when the chip can be selected. */
  onSelect?: (entry: ShardEntry) => void;
  /** Present when the chip explains its allocation (used only when it cannot be selected). */
  onExplain?: (entry: ShardEntry) => void;
}

export function ShardChip({ entry, selected, texts, onSelect, onExplain }: ShardChipProps) {
  const label = texts.label(entry);
  const hint = onSelect ? texts.select : onExplain ? texts.explain : null;
  const showDetails = (event: MouseEvent<HTMLElement>) => {
    event.currentTarget.title = hint ? `${texts.details(entry)}\n${hint}` : texts.details(entry);
  };
  if (!onSelect && onExplain) {
    return (
      <button
        type="button"
        data-chip
        aria-label={label}
        className={chipClass(entry, false)}
        onMouseEnter={showDetails}
        onClick={() => onExplain(entry)}
      >
        {entry.shard}
      </button>
    );
  }
  if (!onSelect) {
    return (
      <span
        data-chip
        role="img"
        aria-label={label}
        className={chipClass(entry, false)}
        onMouseEnter={showDetails}
      >
        {entry.shard}
      </span>
    );
  }
  return (
    <button
      type="button"
      data-chip
      aria-label={label}
      aria-pressed={selected}
      className={chipClass(entry, selected)}
      onMouseEnter={showDetails}
      onClick={() => onSelect(entry)}
    >
      {entry.shard}
    </button>
  );
}
