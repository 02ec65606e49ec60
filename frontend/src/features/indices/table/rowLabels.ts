// The texts every index row shows, translated once per language rather than once per cell:
// the lookup and interpolation, run for each of 34 rows on every scroll step of a
// 50,000-row table, cost more than the rows' markup. Texts with parameters are translated once
// with markers in place of the values, which are then filled in per row.
import type { TFunction, TranslationKey } from '../../../i18n/translate';
import { statusLabel, type HealthStatus } from '../../../components/StatusDot/StatusDot';

export interface RowLabels {
  searchHint: string;
  aliasesLoading: string;
  /** The health dot's name, 'Health: green'. */
  health: (status: HealthStatus) => string;
  /** '{pri}p {rep}r' */
  shards: (pri: string, rep: string) => string;
  /** '{pri} primary / {rep} replica' */
  shardsTooltip: (pri: string, rep: string) => string;
  /** The search button's name: 'Search {index}'. */
  search: (index: string) => string;
  /** The settings dropdown's name: 'Actions for {index}'. */
  actions: (index: string) => string;
  /** The status cell: 'open', and 'closed' for the listing's 'close'. */
  status: (status: string) => string;
  /** A backing index's mark: 'Backing index of data stream {name}'. */
  dataStream: (name: string) => string;
}

// Private-use characters, which no translation holds; values are put in after the lookup.
const marker = (position: number) => `\uE000${position}\uE001`;
const MARKERS = /\uE000(\d)\uE001/g;

/** A translation with parameters `names`, as a function of their values in that order. */
export function labelTemplate(
  t: TFunction,
  key: TranslationKey,
  names: readonly string[],
): (...values: string[]) => string {
  const text = t(key, Object.fromEntries(names.map((name, position) => [name, marker(position)])));
  // A function replacement: values such as '$&' are inserted as they are.
  return (...values) =>
    text.replace(MARKERS, (_match, position: string) => values[Number(position)] ?? '');
}

export function rowLabels(t: TFunction): RowLabels {
  return {
    searchHint: t('indices.searchHint'),
    aliasesLoading: t('indices.aliasesLoading'),
    health: (status) => statusLabel(t, status),
    shards: labelTemplate(t, 'indices.shards.short', ['pri', 'rep']),
    shardsTooltip: labelTemplate(t, 'indices.shards.tooltip', ['pri', 'rep']),
    search: labelTemplate(t, 'indices.row.search', ['index']),
    actions: labelTemplate(t, 'indices.row.actions', ['index']),
    status: statusText(t),
    dataStream: labelTemplate(t, 'indices.row.dataStream', ['name']),
  };
}

/** The listing says 'open' or 'close'; the row says 'open' or 'closed'. Others are shown as sent. */
function statusText(t: TFunction): (status: string) => string {
  const known: Record<string, string> = {
    open: t('indices.status.open'),
    close: t('indices.status.closed'),
  };
  return (status) => known[status] ?? status;
}
