// The nodes table's live figures: each node's heap and its indexing and search rates over the
// last 15 minutes, a small line each, from the page's one metrics sampler (the dashboard and the
// Metrics screen share its requests). The heap line goes under the Heap column's bar, since that
// column already names and sorts by the heap; the two rates get a narrow column each, named by a
// one-word header and sorted by the newest rate, so that the table of one node still fits a
// 1280 px window. The lines are left out on an engine that does not serve node statistics; while
// sampling fails they are empty, with the reason in their title.
import { useMemo } from 'react';
import { flexRender } from '@tanstack/react-table';
import { Sparkline } from '../../components/charts/Sparkline';
import type { DataTableColumn } from '../../components/DataTable/types';
import {
  sparklineFailure,
  sparklinesShown,
  SPARKLINES,
  type SparklineDef,
  type SparklineKey,
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
const POINTS = 48;

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

type RateDef = SparklineDef & { key: Exclude<SparklineKey, 'heap'> };

const isRate = (def: SparklineDef): def is RateDef => def.key !== 'heap';
const HEAP = SPARKLINES.find((def) => def.key === 'heap') ?? SPARKLINES[0];
const RATES = SPARKLINES.filter(isRate);

/**
 * `columns` with the heap line under the Heap column's bar and the rate columns after the disk
 * column, when they are shown. The other columns are the same objects, so their cells are not
 * mounted again when the live ones come or go.
 */
export function withLiveColumns(columns: Column[], t: TFunction, live: LiveNodes | null): Column[] {
  if (!live) return columns;
  const lined = columns.map((column) =>
    column.id === 'heap' ? withHeapLine(column, live) : column,
  );
  const at = lined.findIndex((column) => column.id === 'disk') + 1;
  const rates = RATES.map((def) => rateColumn(t, live, def));
  return [...lined.slice(0, at), ...rates, ...lined.slice(at)];
}

/** The Heap column with each node's heap line under its bar; it still sorts by the heap used. */
function withHeapLine(heap: Column, live: LiveNodes): Column {
  return {
    ...heap,
    cell: (context) => (
      <div className={classes.usage}>
        {flexRender(heap.cell, context)}
        <LiveLine live={live} def={HEAP} row={context.row.original} />
      </div>
    ),
  };
}

/** A rate's column, headed by one word and sorted by each node's newest rate. */
function rateColumn(t: TFunction, live: LiveNodes, def: RateDef): Column {
  return {
    id: `live.${def.key}`,
    header: t(`metrics.sparklines.columns.${def.key}`),
    accessorFn: (row) =>
      live.failure === null
        ? live.history.latest(def.chart.series[0].id, { kind: 'node', id: row.node.id })
        : null,
    cell: ({ row }) => (
      <div className={classes.usage}>
        <LiveLine live={live} def={def} row={row.original} withValue />
      </div>
    ),
  };
}

interface LiveLineProps {
  live: LiveNodes;
  def: SparklineDef;
  row: NodesTableRow;
  /** The newest value written above the line; the heap's is the bar's percent already. */
  withValue?: boolean;
}

function LiveLine({ live: { history, failure }, def, row, withValue = false }: LiveLineProps) {
  const scope = { kind: 'node', id: row.node.id } as const;
  const line = useSparkline(history, row.liveVersion, def, scope, POINTS);
  if (failure !== null) return <span className={classes.liveFailed} title={failure} />;
  return (
    <>
      {withValue && <span>{line.nowText}</span>}
      <Sparkline values={line.values} label={line.label} width={POINTS} height={16} />
    </>
  );
}
