/**
 * The `points` of a five-pointed star centred on (cx, cy) with outer radius r, its first point
 * aimed at `angle` (radians, SVG axes: y grows downwards). Coordinates rounded to 3 decimals.
 */
export function starPoints(cx: number, cy: number, r: number, angle = -Math.PI / 2): string {
  const inner = r * 0.382;
  const points: string[] = [];
  for (let k = 0; k < 10; k += 1) {
    const radius = k % 2 === 0 ? r : inner;
    const a = angle + (k * Math.PI) / 5;
    points.push(`${round(cx + radius * Math.cos(a))},${round(cy + radius * Math.sin(a))}`);
  }
  return points.join(' ');
}

/** The angle from (x, y) towards (tx, ty), to aim a star's point at another. */
export function angleTowards(x: number, y: number, tx: number, ty: number): number {
  return Math.atan2(ty - y, tx - x);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
