// How each drawn series is computed from two successive samples of one node, and how the
// cluster's value is made from its nodes'. A rate is the counter's difference over the seconds
// between the node's own clocks; a counter that went down (a restarted node), a field missing on
// either side or no previous sample gives NaN (a gap), never a spike. A latency is Δ time / Δ
// count, nothing when no operation ran; the cluster's is Σ Δ time / Σ Δ count over its nodes.
import { FIELD_INDEX } from './fields';
import { SERIES } from './catalogue';
import type { ClusterAggregate, SeriesFormula } from './types';

const RATE = 0;
const LATENCY = 1;
const GAUGE = 2;
const RATIO = 3;
const DIFFERENCE = 4;

const AGGREGATES: Record<ClusterAggregate, number> = { sum: 0, mean: 1, max: 2, weighted: 3 };

interface Compiled {
  type: number;
  a: number;
  b: number;
  aggregate: number;
}

function compile(formula: SeriesFormula): Omit<Compiled, 'aggregate'> {
  const index = (key: string) => FIELD_INDEX.get(key) ?? -1;
  switch (formula.type) {
    case 'rate':
      return { type: RATE, a: index(formula.field), b: -1 };
    case 'latency':
      return { type: LATENCY, a: index(formula.time), b: index(formula.count) };
    case 'gauge':
      return { type: GAUGE, a: index(formula.field), b: -1 };
    case 'ratio':
      return { type: RATIO, a: index(formula.field), b: index(formula.of) };
    case 'difference':
      return { type: DIFFERENCE, a: index(formula.field), b: index(formula.minus) };
  }
}

const COMPILED: readonly Compiled[] = SERIES.map((drawn) => ({
  ...compile(drawn.formula),
  aggregate: AGGREGATES[drawn.aggregate],
}));

/** The running cluster values of one sample: filled node by node, read once at the end. */
export class ClusterAccumulator {
  private readonly total = new Float64Array(COMPILED.length);
  private readonly top = new Float64Array(COMPILED.length);
  private readonly counted = new Float64Array(COMPILED.length);

  reset(): void {
    this.total.fill(0);
    this.top.fill(0);
    this.counted.fill(0);
  }

  /** Adds one node's sample: its series values into `out`, its part of the cluster's here. */
  addNode(values: Float64Array, previous: Float64Array, seconds: number, out: Float64Array) {
    for (let s = 0; s < COMPILED.length; s += 1) {
      const { type, a, b } = COMPILED[s];
      let value: number;
      if (type === RATE) {
        const delta = values[a] - previous[a];
        value = delta >= 0 && seconds > 0 ? delta / seconds : NaN;
      } else if (type === LATENCY) {
        const time = values[a] - previous[a];
        const count = values[b] - previous[b];
        value = NaN;
        if (time >= 0 && count >= 0) {
          this.total[s] += time;
          this.top[s] += count;
          this.counted[s] += 1;
          if (count > 0) value = time / count;
        }
      } else if (type === GAUGE) value = values[a];
      else if (type === RATIO) value = values[b] > 0 ? (values[a] / values[b]) * 100 : NaN;
      else value = values[a] - values[b];
      out[s] = value;
      if (type !== LATENCY && !Number.isNaN(value)) {
        this.total[s] += value;
        this.top[s] = this.counted[s] === 0 ? value : Math.max(this.top[s], value);
        this.counted[s] += 1;
      }
    }
  }

  /** The cluster's value of series `s`: NaN when no node gave one. */
  result(s: number): number {
    const counted = this.counted[s];
    if (counted === 0) return NaN;
    switch (COMPILED[s].aggregate) {
      case 0:
        return this.total[s];
      case 1:
        return this.total[s] / counted;
      case 2:
        return this.top[s];
      default:
        return this.top[s] > 0 ? this.total[s] / this.top[s] : NaN;
    }
  }
}
