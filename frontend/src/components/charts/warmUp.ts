// The charts' worker's first drawing, done on a canvas of its own as soon as the worker starts,
// before any chart is handed to it. A worker's first drawing pays once for what every later one
// reuses: the drawing code run for the first time, the 2D context's set-up and the fonts looked up
// for the axes', thresholds' and strip's texts. Done ahead, while the page still loads the screen
// and its data, the first chart shown does not wait for it.
import { drawChart, type DrawContext, type DrawFrame, type DrawLook } from './chartDraw';
import { drawNewest, NEWEST_STRIP, type StripContext, type StripLook } from './newestStrip';
import type { HeldPoints } from './pointsUpdate';

const WIDTH = 240;
const HEIGHT = 120;
// Points far enough apart that their markers are drawn too.
const POINTS = 12;

/** A chart of two lines (one dashed, hollow markers) with a threshold, ticks on both axes. */
function sampleChart(): { points: HeldPoints; look: DrawLook; frame: DrawFrame } {
  const times = Array.from({ length: POINTS }, (_, index) => index * 1000);
  const values = [
    times.map((_, index) => 50 + 40 * Math.sin(index / 2)),
    times.map((_, index) => (index === 5 ? Number.NaN : 30 + index * 2)),
  ];
  const look: DrawLook = {
    colors: ['#1c7ed6', '#e8590c'],
    dashes: [null, [6, 3]],
    hollow: [false, true],
    thresholdColor: '#e03131',
    axisColor: '#868e96',
    gridColor: '#dee2e6',
    background: '#ffffff',
  };
  const frame: DrawFrame = {
    width: WIDTH,
    height: HEIGHT,
    ratio: 1,
    plot: { left: 40, top: NEWEST_STRIP, width: WIDTH - 50, height: HEIGHT - NEWEST_STRIP - 30 },
    x: [0, times[POINTS - 1]],
    y: [0, 100],
    ticks: {
      x: { splits: [0, 5000, 10_000], labels: ['12:00:00', '12:00:05', '12:00:10'] },
      y: { splits: [0, 50, 100], labels: ['0', '50', '100'] },
    },
    shown: [true, true],
    widths: [1.5, 1.5],
    thresholds: [{ value: 85, label: '85 %' }],
  };
  return { points: { times, values }, look, frame };
}

/**
 * Draws a sample chart and its strip of values on canvases made here (`canvas`: a new canvas of
 * that size), then lets them go.
 */
export function warmUp(
  canvas: (width: number, height: number) => { getContext(kind: '2d'): unknown } | null,
): void {
  const chart = sampleChart();
  const chartCtx = canvas(WIDTH, HEIGHT)?.getContext('2d') as DrawContext | null | undefined;
  if (chartCtx) drawChart(chartCtx, chart.points, chart.look, chart.frame);
  const stripCtx = canvas(WIDTH, NEWEST_STRIP)?.getContext('2d') as StripContext | null | undefined;
  const look: StripLook = {
    colors: chart.look.colors,
    dashes: chart.look.dashes,
    textColor: chart.look.axisColor,
  };
  if (stripCtx)
    drawNewest(stripCtx, look, {
      width: WIDTH,
      height: NEWEST_STRIP,
      ratio: 1,
      right: WIDTH - 10,
      newest: { time: '12:00:11', values: ['49.1', '59.5'] },
    });
}
