// The SVG path of a sparkline: a series of numbers scaled into a small box, broken where a value
// is missing (a gap stays a gap, never a line across it).

/** A sparkline's path data ('' when it has no value) and where its newest value sits. */
export interface SparklineShape {
  path: string;
  /** The newest value's point, for its dot; null when the newest value is missing. */
  last: { x: number; y: number } | null;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * `values` spread evenly over `width`, the smallest at the bottom of `height` and the largest at
 * its top (inset by `pad`); a flat series is drawn across the middle. A value alone between gaps
 * is a dot-sized segment so that it still shows.
 */
export function sparklineShape(
  values: readonly (number | null)[],
  width: number,
  height: number,
  pad = 1,
): SparklineShape {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min === Infinity) return { path: '', last: null };
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  const span = max - min;
  const yOf = (value: number) =>
    span === 0 ? height / 2 : pad + (height - 2 * pad) * (1 - (value - min) / span);
  const parts: string[] = [];
  let drawing = false;
  let last: SparklineShape['last'] = null;
  values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) {
      drawing = false;
      last = null;
      return;
    }
    const x = round(pad + index * step);
    const y = round(yOf(value));
    const next = values[index + 1];
    const alone = !drawing && (next === null || next === undefined || !Number.isFinite(next));
    parts.push(drawing ? `L${x} ${y}` : alone ? `M${x} ${y}h0.1` : `M${x} ${y}`);
    drawing = true;
    last = { x, y };
  });
  return { path: parts.join(''), last };
}
