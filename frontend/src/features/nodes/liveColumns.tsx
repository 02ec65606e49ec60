// The nodes table's live columns: each node's heap and its indexing and search rates over the
// last 15 minutes, a small line under the newest value, from the page's one metrics sampler (the
// dashboard and the Metrics screen share its requests). Three narrow columns rather than three
// lines in one: each is named by its header and sorts the nodes by its newest value. The columns
// are left out on an engine that does not serve node statistics; while sampling fails their
// cells are empty, with the reason in their title.
import { useMemo } from 'react';
import { Sparkline } from '../../components/charts/Sparkline';
import type { DataTableColumn } from '../../components/DataTable/types';
import {
  sparklineFailure,
  sparklinesShown,
  SPARKLINES,
  type SparklineDef,
} from '../../components/metrics/sparklineSeries';
import { useMetrics } from '../../components/metrics/useMetrics';
import { useSparkline } from '../../components/metrics/useSparkline';
import type { MetricsHistoryView } from '../../engine/metrics/types';
import { useTranslation, type TFunction } from '../../i18n/translate';
import classes from './NodeCells.module.css';
import type { NodesTableRow } from './nodesTableRows';

/** What the live columns read: the page's metrics history, or why it is not read now. */
export interface LiveNodes {
  history: MetricsHistoryView;
  /** Why the newest sample failed; the cells are empty while it is set. */
  failure: string | null;
}

/** Points drawn per line: one per pixel. */
const POINTS = 64;

/**
 * The live statistics of the nodes, once `enabled` (the table has its first answer, so that its
 * own request goes first): `live` is null while the columns are not shown, and the same object
 * from one sample to the next (the columns, and so the cells, are not built again); `version`
 * changes with every sample.
 */
export function useLiveNodes(enabled: boolean): { live: LiveNodes | null; version: number } {
  const { t } = useTranslation();
  const snapshot = useMetrics({ enabled });
  const shown = sparklinesShown(snapshot);
  const failure = sparklineFailure(t, snapshot);
  const { history, version } = snapshot;
  const live = useMemo(() => (shown ? { history, failure } : null), [shown, history, failure]);
  return { live, version };
}

/**
 * The rows marked with the history's version, so that the table sorts and draws the live columns
 * again for each sample; the rows themselves when the columns are not shown.
 */
export function withLiveVersion(
  rows: NodesTableRow[],
  live: LiveNodes | null,
  version: number,
): NodesTableRow[] {
  return live ? rows.map((row) => ({ ...row, liveVersion: version })) : rows;
}

type Column = DataTableColumn<NodesTableRow>;

/**
 * `columns` with the live columns after the disk column, when they are shown. The other columns
 * are the same objects, so their cells are not mounted again when the live ones come or go.
 */
export function withLiveColumns(columns: Column[], t: TFunction, live: LiveNodes | null): Column[] {
  if (!live) return columns;
  const at = columns.findIndex((column) => column.id === 'disk') + 1;
  return [...columns.slice(0, at), ...liveColumns(t, live), ...columns.slice(at)];
}

/** The heap, indexing and search columns, sorted by each node's newest value. */
function liveColumns(t: TFunction, live: LiveNodes): Column[] {
  return SPARKLINES.map((def) => ({
    id: `live.${def.key}`,
    header: t(`metrics.sparklines.columns.${def.key}`),
    accessorFn: (row) =>
      live.failure === null
        ? live.history.latest(def.chart.series[0].id, { kind: 'node', id: row.node.id })
        : null,
    cell: ({ row }) => <LiveCell live={live} def={def} row={row.original} />,
  }));
}

interface LiveCellProps {
  live: LiveNodes;
  def: SparklineDef;
  row: NodesTableRow;
}

function LiveCell({ live: { history, failure }, def, row }: LiveCellProps) {
  const scope = { kind: 'node', id: row.node.id } as const;
  const line = useSparkline(history, row.liveVersion, def, scope, POINTS);
  if (failure !== null) return <span className={classes.liveFailed} title={failure} />;
  return (
    <div className={classes.usage}>
      <span>{line.nowText}</span>
      <Sparkline values={line.values} label={line.label} width={POINTS} height={16} />
    </div>
  );
}
