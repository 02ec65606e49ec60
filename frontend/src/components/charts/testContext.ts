// A 2D context for the drawing's tests: it writes down the calls made on it, in order.
import type { DrawContext } from './chartDraw';

/** A context that writes down the calls made on it. */
export function recorder(): DrawContext & { calls: string[] } {
  const calls: string[] = [];
  const state = { strokeStyle: '', lineWidth: 0 };
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push(`${name} ${args.map((arg) => JSON.stringify(arg)).join(' ')}`.trim());
  return {
    calls,
    beginPath: record('begin'),
    rect: record('rect'),
    clip: record('clip'),
    arc: record('arc'),
    fill: record('fill'),
    fillRect: record('fillRect'),
    moveTo: record('move'),
    lineTo: record('line'),
    stroke: () => calls.push(`stroke ${state.strokeStyle} ${state.lineWidth}`),
    clearRect: record('clear'),
    setLineDash: record('dash'),
    fillText: record('text'),
    measureText: () => ({ width: 50 }) as TextMetrics,
    save: record('save'),
    restore: record('restore'),
    get strokeStyle() {
      return state.strokeStyle;
    },
    set strokeStyle(value) {
      state.strokeStyle = String(value);
    },
    get lineWidth() {
      return state.lineWidth;
    },
    set lineWidth(value) {
      state.lineWidth = value;
    },
    fillStyle: '',
    lineJoin: 'miter',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
  } as DrawContext & { calls: string[] };
}
