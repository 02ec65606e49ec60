import { METRIC_FIELDS } from '../../../frontend/src/engine/metrics/fields';
import { nodeStatsRequest } from '../../../frontend/src/engine/metrics/request';
import { filterByPath } from '../../support/filterPath';
import { nodeStatsAnswer, type StatsNode } from '../../support/metricsFixture';

// A cluster of nodes whose `_nodes/stats` numbers move with the clock, for the live metrics
// benchmark: each field the charts read is a function of the seconds since the model's start, so
// the answers a route sends and the hour written ahead into the page's store tell one story. The
// answers are the end-to-end fixture's (support/metricsFixture.ts, shaped after Elasticsearch's
// documented node statistics) with those fields set: counters grow at the fixture's pace with a
// wave of ±30 % on their rate; heap, CPU and queues go up and down; the rest holds still. Every
// value is a whole number at or above zero.

export interface NodesModel {
  nodes: StatsNode[];
  /** Each node's value of each field at second 0 (METRIC_FIELDS order), NaN where it sends none. */
  base: number[][];
  /** Growth per second of each field. */
  growth: number[];
  /** Height and period (s) of each field's wave. */
  amplitude: number[];
  period: number[];
}

const MIB = 1024 ** 2;

/** The waves of the gauges that move: height and period in seconds. */
const GAUGE_WAVES: Readonly<Record<string, [number, number]>> = {
  'jvm.heap_used': [150 * MIB, 300],
  'os.cpu.percent': [10, 45],
  'process.cpu.percent': [4, 60],
  'os.load_1m': [1, 90],
  'thread_pool.write.queue': [3, 20],
  'thread_pool.search.queue': [2, 30],
};

function valueAt(node: unknown, path: readonly string[]): number {
  let value = node;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'number' ? value : NaN;
}

function setAt(node: Record<string, unknown>, path: readonly string[], value: number): void {
  let object = node;
  for (const key of path.slice(0, -1)) object = object[key] as Record<string, unknown>;
  object[path[path.length - 1]] = value;
}

/** The fixture's answer at a second (one step a second), the nodes' clocks reading `now` (ms). */
const fixtureAnswer = (nodes: readonly StatsNode[], second: number, now: number) =>
  nodeStatsAnswer('elasticsearch', nodes, {
    step: second,
    start: now - second * 1000,
    stepMs: 1000,
  });

export function nodesModel(count: number): NodesModel {
  const nodes = Array.from({ length: count }, (_, index) => ({
    id: `id${String(index).padStart(4, '0')}AbCdEfGhIjKlMn`,
    name: `node-${index}`,
    roles: index < 3 ? ['data', 'ingest', 'master', 'remote_cluster_client'] : ['data', 'ingest'],
  }));
  const [first, second] = [0, 1].map((step) => fixtureAnswer(nodes, step, 0).nodes);
  const base = nodes.map((node) =>
    METRIC_FIELDS.map((field) => valueAt(first[node.id], field.path)),
  );
  const growth = METRIC_FIELDS.map((field) =>
    field.kind === 'counter'
      ? Math.max(
          0,
          valueAt(second[nodes[0].id], field.path) - base[0][METRIC_FIELDS.indexOf(field)],
        ) || 0
      : 0,
  );
  const period = METRIC_FIELDS.map((field, f) => GAUGE_WAVES[field.key]?.[1] ?? 60 + 7 * f);
  const amplitude = METRIC_FIELDS.map(
    (field, f) => GAUGE_WAVES[field.key]?.[0] ?? 0.3 * growth[f] * period[f],
  );
  return { nodes, base, growth, amplitude, period };
}

/**
 * Node `i`'s fields at second `s` into `out`. Self-contained (no outer names): the page runs the
 * same function, from its source text, to write the stored hour.
 */
export function fillValues(
  model: Omit<NodesModel, 'nodes'>,
  i: number,
  s: number,
  out: Float64Array,
): void {
  const base = model.base[i];
  for (let f = 0; f < base.length; f += 1) {
    const wave = model.amplitude[f] * Math.sin(s / model.period[f] + i);
    out[f] = Number.isNaN(base[f])
      ? NaN
      : Math.max(0, Math.round(base[f] + model.growth[f] * s + wave));
  }
}

/** The whole answer at second `s`, the nodes' clocks reading `now` (ms), with the model's values. */
export function documentedAnswer(model: NodesModel, s: number, now: number) {
  const answer = fixtureAnswer(model.nodes, Math.floor(s), now);
  const values = new Float64Array(METRIC_FIELDS.length);
  model.nodes.forEach((node, i) => {
    fillValues(model, i, s, values);
    METRIC_FIELDS.forEach((field, f) => {
      if (!Number.isNaN(values[f]))
        setAt(answer.nodes[node.id] as Record<string, unknown>, field.path, values[f]);
    });
  });
  return answer;
}

/**
 * The answers as the engine sends them to the sampler's request (cut to its filter_path), as
 * JSON: cut once, then only the numbers and clocks change, so a route answers in a millisecond
 * or two rather than competing with the page for the machine.
 */
export class LiveAnswers {
  private readonly cut: { nodes: Record<string, Record<string, unknown>> };
  private readonly values = new Float64Array(METRIC_FIELDS.length);

  constructor(private readonly model: NodesModel) {
    const filter = nodeStatsRequest().params.filter_path;
    this.cut = filterByPath(documentedAnswer(model, 0, 0), filter) as typeof this.cut;
  }

  /** The answer at second `s`, the nodes' clocks reading `now` (ms). */
  at(s: number, now: number): string {
    this.model.nodes.forEach((node, i) => {
      const stats = this.cut.nodes[node.id];
      fillValues(this.model, i, s, this.values);
      METRIC_FIELDS.forEach((field, f) => {
        if (!Number.isNaN(this.values[f])) setAt(stats, field.path, this.values[f]);
      });
      stats.timestamp = now;
    });
    return JSON.stringify(this.cut);
  }
}
