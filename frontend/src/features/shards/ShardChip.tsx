// One shard in a grid cell (core 4.6): the shard number in a chip bordered by its state, dashed
// for replicas. A started shard on a node is a button that selects it for rerouting.
import { UnstyledButton } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { shardTone, type ShardEntry, type ShardTone } from './shardEntry';

const BORDER: Record<ShardTone, string> = {
  started: 'var(--mantine-color-green-6)',
  moving: 'var(--mantine-color-yellow-6)',
  other: 'var(--mantine-color-gray-5)',
};

function chipStyle(entry: ShardEntry, selected: boolean): CSSProperties {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 26,
    height: 22,
    padding: '0 5px',
    borderRadius: 4,
    border: `2px ${entry.primary ? 'solid' : 'dashed'} ${BORDER[shardTone(entry.state)]}`,
    fontSize: 'var(--mantine-font-size-xs)',
    fontWeight: entry.primary ? 700 : 400,
    lineHeight: 1,
    background: selected ? 'var(--mantine-primary-color-filled)' : undefined,
    color: selected ? 'var(--mantine-primary-color-contrast)' : undefined,
  };
}

/** The chip's hover text: everything _cat/shards said about it, one fact a line. */
export function chipDetails(t: TFunction, entry: ShardEntry): string {
  const lines = [entry.state];
  if (entry.node) lines.push(t('shards.chip.node', { node: entry.node }));
  if (entry.docs) lines.push(t('shards.chip.docs', { docs: entry.docs }));
  if (entry.store) lines.push(t('shards.chip.store', { store: entry.store }));
  if (entry.ip) lines.push(t('shards.chip.ip', { ip: entry.ip }));
  if (entry.unassignedReason) lines.push(t('shards.chip.reason', { reason: entry.unassignedReason }));
  return lines.join('\n');
}

interface ShardChipProps {
  entry: ShardEntry;
  selected: boolean;
  /** Present when the chip can be selected. */
  onSelect?: (entry: ShardEntry) => void;
}

export function ShardChip({ entry, selected, onSelect }: ShardChipProps) {
  const { t } = useTranslation();
  const kind = t(entry.primary ? 'shards.chip.primary' : 'shards.chip.replica');
  const label = t('shards.chip.label', { index: entry.index, shard: entry.shard, kind, state: entry.state });
  const details = chipDetails(t, entry);
  if (!onSelect) {
    return (
      <span role="img" aria-label={label} title={details} style={chipStyle(entry, false)}>
        {entry.shard}
      </span>
    );
  }
  return (
    <UnstyledButton
      aria-label={label}
      aria-pressed={selected}
      title={`${details}\n${t('shards.chip.select')}`}
      onClick={() => onSelect(entry)}
      style={chipStyle(entry, selected)}
    >
      {entry.shard}
    </UnstyledButton>
  );
}
