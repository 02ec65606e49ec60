// What a time chart asks of uPlot, as plain data: the series with their colours, dash patterns
// and point markers (colour is never the only thing telling two series apart), the axes in the
// theme's colours with values in the chart's unit, the crosshair shared by every chart of a
// screen, drag to zoom on x, and the threshold lines drawn over the plot.
import type { MantineTheme } from '@mantine/core';
import type uPlot from 'uplot';
import { drawThresholdLines, pixelRatio } from './chartDraw';
import { NEWEST_STRIP, type NewestValues } from './newestStrip';

/** The colours of a chart in one theme. */
export interface ChartPalette {
  /** One per series, in order; repeated when a chart has more. */
  series: readonly string[];
  axis: string;
  grid: string;
  threshold: string;
  /** The plot's background, which hollow point markers are filled with. */
  background: string;
}

/** The chart colours of the Mantine theme in the light or the dark scheme. */
export function chartPalette(theme: MantineTheme, scheme: 'light' | 'dark'): ChartPalette {
  const { colors } = theme;
  const shade = scheme === 'dark' ? 4 : 7;
  return {
    series: ['blue', 'orange', 'teal', 'grape', 'lime', 'pink'].map((name) => colors[name][shade]),
    axis: scheme === 'dark' ? colors.dark[1] : colors.gray[7],
    grid: scheme === 'dark' ? colors.dark[4] : colors.gray[3],
    threshold: scheme === 'dark' ? colors.red[5] : colors.red[8],
    background: scheme === 'dark' ? colors.dark[7] : theme.white,
  };
}

/** One drawn line: its legend text and its line style (0 solid, 1 dashed, 2 dotted, 3 dash-dot). */
export interface ChartSeries {
  label: string;
  style: number;
}

/** A horizontal line across the plot at a value of the y axis, with a short text at its end. */
export interface ChartThreshold {
  value: number;
  label: string;
}

export interface ChartOptionsInput {
  series: readonly ChartSeries[];
  palette: ChartPalette;
  width: number;
  height: number;
  /** Every chart built with the same key shares one crosshair. */
  syncKey: string;
  /** A y value in the chart's unit, for the axis and the legend. */
  formatValue: (value: number) => string;
  /** A time (ms since the epoch) for the legend. */
  formatTime: (time: number) => string;
  /** A time (ms) for the time axis, with seconds when its ticks are less than a minute apart. */
  formatTick: (time: number, seconds: boolean) => string;
  thresholds: readonly ChartThreshold[];
  /** The y axis always reaches 100 (percentages). */
  percent: boolean;
  /**
   * Draws the strip of values above the plot (stripValues): at each redraw and each move of the
   * crosshair.
   */
  onStrip: (u: uPlot) => void;
  /** Called with the range (ms) the user dragged over. */
  onZoom: (from: number, to: number) => void;
  /**
   * The chart is drawn elsewhere (offscreenChart.ts): uPlot lays it out and draws nothing, tells
   * each axis's ticks to `onTicks` as it lays them out and each redraw to `onDraw`.
   */
  drawnElsewhere?: {
    onDraw: (u: uPlot) => void;
    onTicks: (axis: number, splits: readonly (number | null)[], labels: string[]) => void;
  };
}

/** The ticks' texts of an axis, told to where the chart is drawn when it is elsewhere. */
function told(input: ChartOptionsInput, axis: number, splits: number[], labels: string[]) {
  input.drawnElsewhere?.onTicks(axis, splits, labels);
  return labels;
}

/** Dash patterns by line style, in CSS pixels; undefined draws a solid line. */
export const DASHES: readonly (number[] | undefined)[] = [
  undefined,
  [10, 5],
  [2, 4],
  [10, 4, 2, 4],
];

/** The dash pattern of a line style (styles past the last repeat from the first). */
export function dashOf(style: number): number[] | undefined {
  return DASHES[Math.abs(Math.trunc(style)) % DASHES.length];
}

/** The legend marker's border by line style: the legend tells the series apart without colour. */
export const MARKER_BORDERS = ['solid', 'dashed', 'dotted', 'double'] as const;

export function markerBorder(style: number): (typeof MARKER_BORDERS)[number] {
  return MARKER_BORDERS[Math.abs(Math.trunc(style)) % MARKER_BORDERS.length];
}

/** Styles 1 and 3 mark their points hollow, 0 and 2 filled. */
export function hollowMarker(style: number): boolean {
  return Math.abs(Math.trunc(style)) % 2 === 1;
}

export function seriesColor(palette: ChartPalette, index: number): string {
  return palette.series[index % palette.series.length];
}

/** The y range: from zero (every metric here is a quantity), up to 100 at least for percents. */
export function yRange(
  min: number | null,
  max: number | null,
  percent: boolean,
): uPlot.Range.MinMax {
  const top = max !== null && Number.isFinite(max) && max > 0 ? max : 0;
  if (percent) return [0, Math.max(100, top)];
  const low = min !== null && Number.isFinite(min) && min < 0 ? min * 1.1 : 0;
  return [low, top > 0 ? top * 1.1 : 1];
}

/** The newest value of a series, which the strip above the plot shows off the plot. */
export function newestValue(
  values: ArrayLike<number | null | undefined> | undefined,
): number | null {
  if (!values) return null;
  for (let i = values.length - 1; i >= 0; i -= 1) {
    const value = values[i];
    if (value !== null && value !== undefined && !Number.isNaN(value)) return value;
  }
  return null;
}

/** A line's width (CSS pixels) where the chart has at most one point per pixel. */
export const LINE_WIDTH = 2;
/** A line's width where points are denser than pixels. */
export const DENSE_LINE_WIDTH = 1;

/**
 * The width to draw lines of `points` points across `width` CSS pixels: where there are more
 * points than pixels the line is a band of strokes up and down already, and drawing it wide is
 * what takes the browser longest (a canvas rasterised without a GPU spent about 6 ms a sample on
 * four such charts, against under 1 ms for lines one pixel wide).
 */
export function lineWidthFor(points: number, width: number): number {
  return points > width ? DENSE_LINE_WIDTH : LINE_WIDTH;
}

function lineSeries(series: ChartSeries, index: number, input: ChartOptionsInput): uPlot.Series {
  const stroke = seriesColor(input.palette, index);
  return {
    label: series.label,
    stroke,
    width: LINE_WIDTH,
    dash: dashOf(series.style),
    spanGaps: false,
    points: {
      size: 6,
      width: 2,
      stroke,
      fill: hollowMarker(series.style) ? input.palette.background : stroke,
    },
  };
}

/** The y axis's width: room for its longest value, so narrow charts keep their plot. */
export function yAxisSize(_u: uPlot, values: string[] | null): number {
  const longest = (values ?? []).reduce((most, value) => Math.max(most, value.length), 0);
  return Math.max(40, Math.ceil(longest * 7.5) + 24);
}

function axes(input: ChartOptionsInput): uPlot.Axis[] {
  const { palette } = input;
  const common = {
    stroke: palette.axis,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid, width: 1 },
  };
  return [
    {
      ...common,
      space: 60,
      values: (_u, splits, _axis, _space, increment) =>
        told(
          input,
          0,
          splits,
          splits.map((value) => input.formatTick(value * 1000, increment < 60)),
        ),
    },
    {
      ...common,
      size: yAxisSize,
      values: (_u, splits) =>
        told(
          input,
          1,
          splits,
          splits.map((value) => input.formatValue(value)),
        ),
    },
  ];
}

/**
 * What the strip above the plot shows (newestStrip.ts): the time and each shown line's value of
 * the point under the crosshair ('–' for none), or of the newest point while it is off the plot.
 */
export function stripValues(
  u: uPlot,
  formatValue: (value: number) => string,
  formatTime: (time: number) => string,
): NewestValues {
  const at = u.cursor.idx;
  const read = (values: uPlot.AlignedData[number] | undefined) =>
    at === null || at === undefined ? newestValue(values) : (values?.[at] ?? null);
  const time = read(u.data[0]);
  return {
    time: time === null ? null : formatTime(time * 1000),
    values: u.series.slice(1).map((series, index) => {
      if (series.show === false) return null;
      const value = read(u.data[index + 1]);
      return value === null || Number.isNaN(value) ? '–' : formatValue(value);
    }),
  };
}

/** Draws each threshold as a dashed line with its text above its right end. */
export function drawThresholds(
  u: uPlot,
  thresholds: readonly ChartThreshold[],
  palette: ChartPalette,
): void {
  const toY = (value: number) => u.valToPos(value, 'y', true);
  drawThresholdLines(u.ctx, u.bbox, pixelRatio(), toY, thresholds, {
    line: palette.threshold,
    background: palette.background,
  });
}

/** After a drag over the plot: the dragged range to the caller, and the selection cleared. */
function selected(u: uPlot, onZoom: ChartOptionsInput['onZoom']): void {
  const { left, width } = u.select;
  if (width < 2) return;
  const from = u.posToVal(left, 'x');
  const to = u.posToVal(left + width, 'x');
  u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
  // A chart not drawn yet (scrolled away) has no x scale to read the selection with.
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return;
  onZoom(Math.round(from * 1000), Math.round(to * 1000));
}

/** The uPlot options of a time chart. */
export function chartOptions(input: ChartOptionsInput): uPlot.Options {
  const { thresholds, palette, percent } = input;
  return {
    width: input.width,
    height: input.height,
    // Drawn elsewhere: uPlot draws neither axes nor series.
    ...(input.drawnElsewhere ? { drawOrder: [] as unknown as uPlot.Options['drawOrder'] } : {}),
    // Room above the plot for its newest values.
    padding: [NEWEST_STRIP, null, null, null],
    scales: {
      x: { time: true },
      y: { range: (_u, min, max) => yRange(min, max, percent) },
    },
    series: [{}, ...input.series.map((series, index) => lineSeries(series, index, input))],
    axes: axes(input),
    cursor: {
      sync: { key: input.syncKey, setSeries: false },
      drag: { x: true, y: false, setScale: false },
    },
    // The legend names the lines and never changes: their values are in the strip above the plot.
    legend: {
      live: false,
      markers: {
        width: 3,
        dash: (_u, index) => markerBorder(input.series[index - 1]?.style ?? 0),
        fill: () => 'transparent',
      },
    },
    hooks: {
      draw: [
        input.drawnElsewhere
          ? input.drawnElsewhere.onDraw
          : (u) => drawThresholds(u, thresholds, palette),
        input.onStrip,
      ],
      setCursor: [input.onStrip],
      setSelect: [(u) => selected(u, input.onZoom)],
    },
  };
}
