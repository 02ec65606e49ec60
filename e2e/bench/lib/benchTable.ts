// The benches' printed tables: figures in milliseconds, and a row of a figure, its value, its
// goal and whether the goal is met.
export const MIB = 1024 ** 2;
export const ms = (value: number) => value.toFixed(1);

/** The value below which `share` of `values` lie (NaN for none). */
export function quantile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
}

/** p50 / p95 / max. */
export const figures = (values: readonly number[]) =>
  `${ms(quantile(values, 0.5))} / ${ms(quantile(values, 0.95))} / ${ms(Math.max(...values))}`;

export function row(name: string, value: string, goal = '', met?: boolean): string {
  const verdict = met === undefined ? '' : met ? 'met' : 'MISSED';
  return `${name.padEnd(62)} ${value.padEnd(30)} ${goal.padEnd(18)} ${verdict}`;
}
