// Counting outcomes, percentiles and trends.

const RESERVOIR = 20_000;

/** Outcomes by kind of request: counts, latencies (a uniform sample) and unexpected problems. */
export class Tally {
  constructor() {
    this.total = 0;
    this.kinds = new Map();
  }

  record(kind, problem, ms, detail = '') {
    this.total += 1;
    let entry = this.kinds.get(kind);
    if (!entry) {
      entry = { count: 0, latencies: [], problems: new Map(), examples: [] };
      this.kinds.set(kind, entry);
    }
    entry.count += 1;
    if (entry.latencies.length < RESERVOIR) entry.latencies.push(ms);
    else {
      const slot = Math.floor(Math.random() * entry.count);
      if (slot < RESERVOIR) entry.latencies[slot] = ms;
    }
    if (problem) {
      entry.problems.set(problem, (entry.problems.get(problem) ?? 0) + 1);
      if (entry.examples.length < 3)
        entry.examples.push(`${problem}${detail ? `: ${detail}` : ''}`);
    }
  }

  unexpected() {
    let sum = 0;
    for (const entry of this.kinds.values()) for (const n of entry.problems.values()) sum += n;
    return sum;
  }

  /** "kind: problem ×n, …", or "none". */
  unexpectedText() {
    const parts = [];
    for (const [kind, entry] of this.kinds) {
      for (const [problem, n] of entry.problems) parts.push(`${kind}: ${problem} ×${n}`);
    }
    return parts.length ? parts.join(', ') : 'none';
  }
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values) => percentile(values, 50);

/** Least-squares slope of `value` over `minutes`, per minute; NaN with fewer than 3 points. */
export function slopePerMinute(points) {
  if (points.length < 3) return NaN;
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.minutes, 0) / n;
  const my = points.reduce((s, p) => s + p.value, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.minutes - mx) * (p.value - my);
    den += (p.minutes - mx) ** 2;
  }
  return den === 0 ? NaN : num / den;
}

/** Medians of the first and the last quarter of `values` (in time order). */
export function quarterMedians(values) {
  const quarter = Math.max(1, Math.floor(values.length / 4));
  return { first: median(values.slice(0, quarter)), last: median(values.slice(-quarter)) };
}

export const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
export const count = (value) => value.toLocaleString('en-US');
