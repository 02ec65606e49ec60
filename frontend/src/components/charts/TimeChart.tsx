// A live time chart (uPlot). Built once per look (series, thresholds, theme), from the first time
// it is in or near the viewport, and given new data with `setData`, never rebuilt for it; sized to
// its box; redrawn only while in or near the viewport. uPlot lays it out; it is drawn off the main
// thread where the browser can (offscreenChart.ts), by uPlot on its canvas elsewhere. The
// screen's charts share one crosshair, a drag over a plot zooms to what it covers and a
// double-click goes back to the range the screen shows.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData, TimeRange } from '../../engine/metrics/types';
import {
  chartOptions,
  chartPalette,
  dashOf,
  hollowMarker,
  lineWidthFor,
  seriesColor,
  stripValues,
  type ChartPalette,
  type ChartSeries,
  type ChartThreshold,
} from './chartOptions';
import { pixelRatio, type DrawLook } from './chartDraw';
import { canDrawOffscreen } from './chartWorker';
import { NEWEST_STRIP, stripFrame, type StripLook } from './newestStrip';
import { openChartLayer, type ChartLayer } from './offscreenChart';
import { openStripLayer } from './stripLayer';
import { useInView } from './useInView';
import classes from './TimeChart.module.css';

export interface TimeChartProps {
  series: readonly ChartSeries[];
  data: ChartData;
  /** The span of time the x axis shows (ms). */
  range: TimeRange;
  formatValue: (value: number) => string;
  formatTime: (time: number) => string;
  /** A time (ms) on the time axis, with seconds when its ticks are less than a minute apart. */
  formatTick: (time: number, seconds: boolean) => string;
  thresholds?: readonly ChartThreshold[];
  /** The y axis always reaches 100. */
  percent?: boolean;
  /** Charts with the same key share one crosshair. */
  syncKey: string;
  /** Height of the plot and its axes in CSS pixels (the newest values above, the legend below). */
  height?: number;
  /** A drag over the plot: the range it covered. */
  onZoom?: (range: TimeRange) => void;
  /** A double-click on the plot: back to the screen's range. */
  onResetZoom?: () => void;
  /** The colours of the theme shown (useChartPalette). */
  palette: ChartPalette;
}

const NO_THRESHOLDS: readonly ChartThreshold[] = [];

let canvasDrawing: boolean | undefined;

/** Whether the page can draw on a canvas (a test DOM cannot): without it no chart is built. */
function canDraw(): boolean {
  canvasDrawing ??= document.createElement('canvas').getContext('2d') !== null;
  return canvasDrawing;
}
const MIN_WIDTH = 200;

/** What a chart was last given. */
interface Shown {
  data: ChartData;
  range: TimeRange;
}

/** The user timing of each redraw (its detail: the range drawn and its number of points). */
export const CHART_DRAW_MEASURE = 'shardscope:chart-draw';

/**
 * Puts the data and the x range on the chart in one redraw, unless it has them already. The
 * redraw, up to the chart drawn, is reported to performance observers (the browser's performance
 * tools) as a user timing, then cleared from the page's timeline so that a page open for hours
 * keeps none.
 */
function show(
  plot: uPlot,
  layer: ChartLayer | null,
  shown: { current: Shown | null },
  data: ChartData,
  range: TimeRange,
) {
  if (shown.current?.data === data && shown.current.range === range) return;
  shown.current = { data, range };
  const start = performance.now();
  const width = lineWidthFor(data[0].length, plot.width);
  for (let index = 1; index < plot.series.length; index += 1) plot.series[index].width = width;
  plot.batch(() => {
    plot.setData(data, false);
    plot.setScale('x', { min: range.from / 1000, max: range.to / 1000 });
  });
  const detail = { from: range.from, to: range.to, points: data[0].length };
  const measure = () => {
    performance.measure(CHART_DRAW_MEASURE, { start, end: performance.now(), detail });
    performance.clearMeasures(CHART_DRAW_MEASURE);
  };
  if (layer) layer.whenDrawn(measure);
  else measure();
}

/** The look of a chart drawn elsewhere: colours, dash patterns and markers by series, axes. */
function drawLook(series: readonly ChartSeries[], palette: ChartPalette): DrawLook {
  return {
    colors: series.map((_, index) => seriesColor(palette, index)),
    dashes: series.map((one) => dashOf(one.style) ?? null),
    hollow: series.map((one) => hollowMarker(one.style)),
    thresholdColor: palette.threshold,
    axisColor: palette.axis,
    gridColor: palette.grid,
    background: palette.background,
  };
}

/** The look of a chart's strip of values: the lines' colours and dash patterns, the axes' text. */
function stripLook({ colors, dashes, axisColor }: DrawLook): StripLook {
  return { colors, dashes, textColor: axisColor };
}

/**
 * Lays the chart out on its own: the box takes the height its plot and legend have (measured
 * again whenever that changes) and is contained, so what changes in it (a legend that wraps
 * again, a resize) lays out and paints this box alone, not the page around it. Returns what
 * undoes it.
 */
function containChart(box: HTMLElement, root: HTMLElement): () => void {
  const fit = () => {
    box.style.height = `${root.offsetHeight}px`;
  };
  fit();
  box.classList.add(classes.contained);
  const measure = new ResizeObserver(fit);
  measure.observe(root);
  return () => {
    measure.disconnect();
    box.classList.remove(classes.contained);
    box.style.height = '';
  };
}

export function TimeChart(props: TimeChartProps) {
  const { series, data, range, percent = false, syncKey, height = 180, palette } = props;
  const thresholds = props.thresholds ?? NO_THRESHOLDS;
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const drawn = useRef<ChartLayer | null>(null);
  // Drawn off the main thread until the worker fails (then rebuilt, drawn by uPlot).
  const [offscreen, setOffscreen] = useState(canDrawOffscreen);
  const shown = useRef<Shown | null>(null);
  const inView = useInView(box);
  // Built the first time it comes near the viewport, then kept: a screen of many charts opens
  // (and starts sampling) without building the ones far below first.
  const [wanted, setWanted] = useState(inView);
  if (inView && !wanted) setWanted(true);

  // What the chart's callbacks and its rebuilds read: always the latest props.
  const latest = useRef({ props, inView });
  useLayoutEffect(() => {
    latest.current = { props, inView };
  });

  // The look: a new one rebuilds the chart (a theme, language or threshold change).
  const look = JSON.stringify([series, thresholds, percent, syncKey, height]);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !wanted || !canDraw()) return undefined;
    const current = latest.current.props;
    const thresholds = current.thresholds ?? NO_THRESHOLDS;
    const drawnLook = drawLook(current.series, palette);
    const layer = offscreen
      ? openChartLayer(drawnLook, thresholds, classes.drawn, () => setOffscreen(false))
      : null;
    const strip = openStripLayer(stripLook(drawnLook), classes.strip, offscreen, () =>
      setOffscreen(false),
    );
    const options = chartOptions({
      series: current.series,
      palette,
      width: Math.max(element.clientWidth, MIN_WIDTH),
      height: (current.height ?? 180) + NEWEST_STRIP,
      syncKey: current.syncKey,
      formatValue: (value) => latest.current.props.formatValue(value),
      formatTime: (time) => latest.current.props.formatTime(time),
      formatTick: (time, seconds) => latest.current.props.formatTick(time, seconds),
      thresholds,
      percent: current.percent ?? false,
      onZoom: (from, to) => latest.current.props.onZoom?.({ from, to }),
      onStrip: (u) => {
        const { formatValue, formatTime } = latest.current.props;
        const values = stripValues(u, formatValue, formatTime);
        strip.draw(stripFrame(u.width, u.bbox, pixelRatio(), values));
      },
      drawnElsewhere: layer
        ? {
            onDraw: (u) => layer.draw(u),
            onTicks: (axis, splits, labels) => layer.ticks(axis, splits, labels),
          }
        : undefined,
    });
    const created = new uPlot(options, emptyData(current.series.length), element);
    layer?.mount(created);
    strip.mount(created);
    plot.current = created;
    drawn.current = layer;
    shown.current = null;
    if (latest.current.inView) show(created, layer, shown, current.data, current.range);
    const onDoubleClick = () => latest.current.props.onResetZoom?.();
    created.over.addEventListener('dblclick', onDoubleClick);
    const resize = new ResizeObserver(() => {
      const width = Math.max(element.clientWidth, MIN_WIDTH);
      if (width !== created.width) created.setSize({ width, height: created.height });
    });
    resize.observe(element);
    const release = containChart(element, created.root);
    return () => {
      release();
      resize.disconnect();
      created.over.removeEventListener('dblclick', onDoubleClick);
      created.destroy();
      layer?.close();
      strip.close();
      plot.current = null;
      drawn.current = null;
    };
    // `look` stands for the options read from `latest`.
  }, [look, palette, wanted, offscreen]);

  useEffect(() => {
    if (inView && plot.current) show(plot.current, drawn.current, shown, data, range);
  }, [data, range, inView]);

  return <div ref={box} className={classes.chart} aria-hidden="true" />;
}

/**
 * The charts' colours in the theme shown. Read by a component that renders when the theme
 * changes, not by the chart itself: the color scheme hook asks the browser's media query at every
 * render, and a chart renders at every sample.
 */
export function useChartPalette(): ChartPalette {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return useMemo(() => chartPalette(theme, scheme), [theme, scheme]);
}

function emptyData(seriesCount: number): ChartData {
  return [[], ...Array.from({ length: seriesCount }, () => [])];
}
