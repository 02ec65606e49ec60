// A small line of recent values, for a card or a table cell: plain SVG (no chart library, since it
// shows on screens in the app's first chunk), gaps left as gaps, the newest value marked with a
// dot, and a label that says in words what the line shows.
import { useMemo } from 'react';
import { sparklineShape } from './sparklinePath';
import classes from './Sparkline.module.css';

export interface SparklineProps {
  values: readonly (number | null)[];
  /** What the line shows, said to screen readers ('Heap used: 45% now, 30% to 52% in 5 min'). */
  label: string;
  width?: number;
  height?: number;
  /** A CSS colour; the text colour by default. */
  color?: string;
}

export function Sparkline({ values, label, width = 80, height = 20, color }: SparklineProps) {
  const { path, last } = useMemo(
    () => sparklineShape(values, width, height, 2),
    [values, width, height],
  );
  return (
    <svg
      className={classes.sparkline}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={color ? { color } : undefined}
    >
      <title>{label}</title>
      {path && <path d={path} className={classes.line} />}
      {last && <circle cx={last.x} cy={last.y} r={2} className={classes.dot} />}
    </svg>
  );
}
