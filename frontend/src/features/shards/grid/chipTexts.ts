// The texts of the grid: made once per language for the whole grid rather than by each chip
// and header. A page of the grid holds many chips, and a translation call per chip made paging
// slow, so the label is translated once with markers and filled in per chip.
import { useMemo } from 'react';
import type { TFunction, TranslationKey } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/translate';
import type { ShardEntry } from './shardEntry';
import type { IndexColumn } from './shardGrid';

export interface ChipTexts {
  /** '{index} shard {n}, primary|replica, {state}'. */
  label: (entry: ShardEntry) => string;
  /** Everything _cat/shards said about the shard, one fact a line. */
  details: (entry: ShardEntry) => string;
  /** The hint of a selectable chip. */
  select: string;
  /** The hint of a chip that explains its allocation. */
  explain: string;
  /** '{pri}/{rep} shards', and ' ({status})' for an index that is not open. */
  columnMeta: (column: IndexColumn) => string;
}

/**
 * The translation of `key` as a function of its values in `names` order. The translation is
 * made once, with a marker in place of each value; the values are put in by plain replacement,
 * so any text from the cluster ($, braces) stays as it is.
 */
export function translationTemplate(
  t: TFunction,
  key: TranslationKey,
  names: readonly string[],
): (...values: string[]) => string {
  // Private-use characters: no translation holds them.
  const markers = Object.fromEntries(
    names.map((name, position) => [name, `\uE000${position}\uE001`]),
  );
  const pattern = t(key, markers);
  return (...values) =>
    pattern.replace(/\uE000(\d+)\uE001/g, (_, position: string) => values[Number(position)] ?? '');
}

export function chipDetails(t: TFunction, entry: ShardEntry): string {
  const lines = [entry.state];
  if (entry.node) lines.push(t('shards.chip.node', { node: entry.node }));
  if (entry.docs) lines.push(t('shards.chip.docs', { docs: entry.docs }));
  if (entry.store) lines.push(t('shards.chip.store', { store: entry.store }));
  if (entry.ip) lines.push(t('shards.chip.ip', { ip: entry.ip }));
  if (entry.unassignedReason)
    lines.push(t('shards.chip.reason', { reason: entry.unassignedReason }));
  return lines.join('\n');
}

export function chipTexts(t: TFunction): ChipTexts {
  const kind = { primary: t('shards.chip.primary'), replica: t('shards.chip.replica') };
  const label = translationTemplate(t, 'shards.chip.label', ['index', 'shard', 'kind', 'state']);
  const counts = translationTemplate(t, 'shards.grid.shardCount', ['pri', 'rep']);
  const status = translationTemplate(t, 'shards.grid.status', ['status']);
  return {
    label: (entry) =>
      label(
        entry.index,
        String(entry.shard),
        entry.primary ? kind.primary : kind.replica,
        entry.state,
      ),
    details: (entry) => chipDetails(t, entry),
    select: t('shards.chip.select'),
    explain: t('shards.chip.explain'),
    columnMeta: (column) => {
      const meta = counts(column.pri || '-', column.rep || '-');
      return column.status && column.status !== 'open' ? `${meta} ${status(column.status)}` : meta;
    },
  };
}

export function useChipTexts(): ChipTexts {
  const { t } = useTranslation();
  return useMemo(() => chipTexts(t), [t]);
}
