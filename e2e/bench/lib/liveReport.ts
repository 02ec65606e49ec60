// The live metrics bench's table: each figure against the goal where it has one.
import { figures, MIB, ms, quantile, row } from './benchTable';
import type { ParseTimes } from './inPageParse';
import type { Redrawn } from './metricsPage';
import type { SampleCost } from './sampleCosts';

/** The ranges the bench switches between: the button's label and the span drawn (ms). */
export const RANGE_LABELS = {
  '5m': ['5 min', 300_000],
  '1h': ['1 hour', 3_600_000],
  '15m': ['15 min', 900_000],
} as const;

export type RangeName = keyof typeof RANGE_LABELS;

/** What the live bench measured. */
export interface LiveFigures {
  /** The first line: the engine, the model and the load. */
  heading: string;
  /** How many of the first samples at 1 h make the first minute. */
  firstMinute: number;
  hourCosts: SampleCost[];
  quarterCosts: SampleCost[];
  noSampleCosts: SampleCost[];
  /** Bytes: largest while the hour is read back, largest while sampling, after a full collection. */
  readBackHeap: number;
  heapMax: number;
  heapLive: number;
  /** The history's size as the screen says it. */
  memoryText: string;
  ranges: Record<RangeName, Redrawn[]>;
  zooms: Redrawn[];
  parsed: ParseTimes;
  answerBytes: number;
  answered: number;
}

const costLine = (
  what: string,
  costs: SampleCost[],
  pick: (cost: SampleCost) => number,
  goal = '',
  met?: boolean,
) => row(`${what} (ms p50 / p95 / max)`, figures(costs.map(pick)), goal, met);

const sampleGoal = (costs: SampleCost[]) =>
  quantile(
    costs.map((cost) => cost.task),
    0.95,
  ) < 8;

/**
 * A range's sample rows: main-thread tasks (against the goal), `split` (the same by part of the
 * run), CPU, `detail`, then the charts' redraws.
 */
function shownRows(
  shown: string,
  costs: SampleCost[],
  split: string[] = [],
  detail: string[] = [],
) {
  return [
    costLine(
      `new sample, ${shown} shown: main-thread tasks (TaskDuration)`,
      costs,
      (cost) => cost.task,
      'p95 < 8',
      sampleGoal(costs),
    ),
    ...split,
    costLine(
      `new sample, ${shown} shown: main-thread CPU (ThreadTime)`,
      costs,
      (cost) => cost.thread,
    ),
    ...detail,
    costLine(
      `new sample, ${shown} shown: chart redraws (${costs[0]?.charts ?? 0} charts)`,
      costs,
      (cost) => cost.draw,
    ),
  ];
}

function sampleRows({ hourCosts, quarterCosts, noSampleCosts, firstMinute }: LiveFigures) {
  const task = (cost: SampleCost) => cost.task;
  return [
    ...shownRows(
      '1 h',
      hourCosts,
      [
        costLine(
          'the same, the first minute only (the hour read back just before)',
          hourCosts.slice(0, firstMinute),
          task,
        ),
        costLine('the same, after the first minute', hourCosts.slice(firstMinute), task),
      ],
      [
        costLine(
          'new sample, 1 h shown: script (ScriptDuration)',
          hourCosts,
          (cost) => cost.script,
        ),
        costLine(
          'new sample, 1 h shown: style and layout (RecalcStyleDuration + LayoutDuration)',
          hourCosts,
          (cost) => cost.layout,
        ),
      ],
    ),
    ...shownRows('15 min', quarterCosts),
    costLine(
      'no sample for a second (answer held), the same probes: main-thread tasks',
      noSampleCosts,
      task,
    ),
    costLine('the same: main-thread CPU (ThreadTime)', noSampleCosts, (cost) => cost.thread),
  ];
}

function heapRows({ readBackHeap, heapMax, heapLive, hourCosts, memoryText }: LiveFigures) {
  const heapTrend = [0, 0.25, 0.5, 0.75, 1]
    .map((share) => hourCosts[Math.min(hourCosts.length - 1, Math.floor(share * hourCosts.length))])
    .map((cost) => (cost.heap / MIB).toFixed(0))
    .join(' ');
  return [
    row(
      'JS heap used + array buffers, largest while the hour is read back (MB)',
      (readBackHeap / MIB).toFixed(1),
      '< 100',
      readBackHeap < 100 * MIB,
    ),
    row(
      'JS heap used + array buffers, largest while sampling (MB)',
      (heapMax / MIB).toFixed(1),
      '< 100',
      heapMax < 100 * MIB,
    ),
    row('the same at 0, 1/4, 1/2, 3/4, end of the 1 h samples (MB)', heapTrend),
    row(
      'the same after a full garbage collection (MB)',
      (heapLive / MIB).toFixed(1),
      '< 100',
      heapLive < 100 * MIB,
    ),
    row('history held (the screen says)', memoryText.replace('History held in this page: ', '')),
  ];
}

/** A row of redraws after an input: p50 and max to the next frame, against 50 ms. */
function redrawRow(what: string, redrawn: Redrawn[]) {
  const painted = redrawn.map((r) => r.painted);
  return row(
    `${what} (ms p50 / max)`,
    `${ms(quantile(painted, 0.5))} / ${ms(Math.max(...painted))} (${redrawn[0].charts} charts)`,
    '< 50',
    Math.max(...painted) < 50,
  );
}

function interactionRows({ ranges, zooms }: LiveFigures) {
  return [
    ...(['5m', '1h', '15m'] as const).map((range) =>
      redrawRow(`range -> ${RANGE_LABELS[range][0]}: input -> next frame`, ranges[range]),
    ),
    redrawRow('zoom by drag: mouse up -> next frame', zooms),
  ];
}

function parseRows({ parsed }: LiveFigures) {
  return [
    row('in page: parse (ms p50 / p95 / max)', figures(parsed.parse)),
    row('in page: readNodeStats', figures(parsed.read)),
    row('in page: append to the history', figures(parsed.append)),
    row(
      'in page: parse + read + append',
      figures(parsed.total),
      'p95 < 5',
      quantile(parsed.total, 0.95) < 5,
    ),
  ];
}

/** The table's lines. */
export function liveReport(measured: LiveFigures): string[] {
  return [
    measured.heading,
    row('figure', 'value', 'goal'),
    ...sampleRows(measured),
    ...heapRows(measured),
    ...interactionRows(measured),
    ...parseRows(measured),
    `answer: ${(measured.answerBytes / 1024).toFixed(1)} KB of JSON; requests answered: ${measured.answered}`,
  ];
}
