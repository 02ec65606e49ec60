import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import type uPlot from 'uplot';
import {
  chartOptions,
  chartPalette,
  dashOf,
  drawThresholds,
  hollowMarker,
  markerBorder,
  stripValues,
  yAxisSize,
  yRange,
  type ChartOptionsInput,
  type ChartPalette,
} from './chartOptions';
import { NEWEST_STRIP } from './newestStrip';

const PALETTE: ChartPalette = {
  series: ['#111', '#222'],
  axis: '#333',
  grid: '#444',
  threshold: '#f00',
  background: '#fff',
};

function input(overrides: Partial<ChartOptionsInput> = {}): ChartOptionsInput {
  return {
    series: [
      { label: 'Query', style: 0 },
      { label: 'Fetch', style: 1 },
      { label: 'Scroll', style: 2 },
    ],
    palette: PALETTE,
    width: 600,
    height: 180,
    syncKey: 'metrics-0',
    formatValue: (value) => `${value} ms`,
    formatTime: (time) => `t${time}`,
    formatTick: (time, seconds) => `${seconds ? 's' : 'm'}${time}`,
    thresholds: [],
    percent: false,
    onZoom: () => undefined,
    onStrip: () => undefined,
    ...overrides,
  };
}

describe('time chart options', () => {
  it('gives each series its own dash pattern and marker, and its colour', () => {
    const options = chartOptions(input());
    const [, query, fetch, scroll] = options.series;
    expect(query.dash).toBeUndefined();
    expect(fetch.dash).toEqual([10, 5]);
    expect(scroll.dash).toEqual([2, 4]);
    expect([query.stroke, fetch.stroke, scroll.stroke]).toEqual(['#111', '#222', '#111']);
    expect(query.points?.fill).toBe('#111');
    expect(fetch.points?.fill).toBe('#fff');
    expect(options.series.slice(1).every((series) => series.spanGaps === false)).toBe(true);
    expect(options.series.slice(1).map((series) => series.label)).toEqual([
      'Query',
      'Fetch',
      'Scroll',
    ]);
  });

  it('tells line styles apart in the legend by the marker border', () => {
    expect([0, 1, 2, 3, 4].map(markerBorder)).toEqual([
      'solid',
      'dashed',
      'dotted',
      'double',
      'solid',
    ]);
    expect([0, 1, 2, 3].map(hollowMarker)).toEqual([false, true, false, true]);
    expect(dashOf(3)).toEqual([10, 4, 2, 4]);
    expect(dashOf(4)).toBeUndefined();
    const dash = chartOptions(input()).legend?.markers?.dash;
    expect(typeof dash === 'function' && dash({} as uPlot, 2)).toBe('dashed');
  });

  it('shares the crosshair by key and zooms by dragging on x only, without rescaling itself', () => {
    const options = chartOptions(input({ syncKey: 'metrics-3' }));
    expect(options.cursor?.sync?.key).toBe('metrics-3');
    expect(options.cursor?.drag).toEqual({ x: true, y: false, setScale: false });
  });

  it('hands a dragged selection to the caller in milliseconds and clears it', () => {
    const onZoom = vi.fn();
    const options = chartOptions(input({ onZoom }));
    const setSelect = vi.fn();
    const plot = {
      select: { left: 100, width: 50, top: 0, height: 100 },
      posToVal: (position: number) => 1_700_000_000 + position / 10,
      setSelect,
    } as unknown as uPlot;
    options.hooks?.setSelect?.[0]?.(plot);
    expect(onZoom).toHaveBeenCalledWith(1_700_000_010_000, 1_700_000_015_000);
    expect(setSelect).toHaveBeenCalledWith({ left: 0, top: 0, width: 0, height: 0 }, false);
  });

  it('ignores a selection on a chart that has no x scale yet', () => {
    const onZoom = vi.fn();
    const plot = {
      select: { left: 100, width: 50, top: 0, height: 100 },
      posToVal: () => Number.NaN,
      setSelect: vi.fn(),
    } as unknown as uPlot;
    chartOptions(input({ onZoom })).hooks?.setSelect?.[0]?.(plot);
    expect(onZoom).not.toHaveBeenCalled();
  });

  it('ignores a click that selects nothing', () => {
    const onZoom = vi.fn();
    const plot = { select: { left: 10, width: 0 } } as unknown as uPlot;
    chartOptions(input({ onZoom })).hooks?.setSelect?.[0]?.(plot);
    expect(onZoom).not.toHaveBeenCalled();
  });

  it('writes axis values and the strip values in the chart unit', () => {
    const given = input();
    const options = chartOptions(given);
    const values = options.axes?.[1].values;
    expect(typeof values === 'function' && values({} as uPlot, [0, 5], 1, 5, 5)).toEqual([
      '0 ms',
      '5 ms',
    ]);
    const plot = {
      data: [
        [1, 2, 3],
        [4, 7, null],
        [5, 6, 8],
      ],
      series: [{}, { show: true }, { show: false }],
      cursor: { idx: null },
    } as unknown as uPlot;
    // Off the plot, the strip shows the newest point's time and each shown line's newest value.
    expect(stripValues(plot, given.formatValue, given.formatTime)).toEqual({
      time: 't3000',
      values: ['7 ms', null],
    });
    // Over it, those of the point under the crosshair, '–' for a line without a value there.
    const over = (idx: number) => ({ ...plot, cursor: { idx } }) as unknown as uPlot;
    expect(stripValues(over(0), given.formatValue, given.formatTime)).toEqual({
      time: 't1000',
      values: ['4 ms', null],
    });
    expect(stripValues(over(2), given.formatValue, given.formatTime).values).toEqual(['–', null]);
    const ticks = options.axes?.[0].values;
    expect(typeof ticks === 'function' && ticks(plot, [1, 2], 0, 1, 1)).toEqual(['s1000', 's2000']);
    expect(typeof ticks === 'function' && ticks(plot, [60], 0, 1, 60)).toEqual(['m60000']);
    expect(yAxisSize(plot, ['0 ms', '1,000 ms'])).toBe(84);
    expect(yAxisSize(plot, null)).toBe(40);
  });

  it('starts the y axis at zero and takes percentages up to 100 at least', () => {
    expect(yRange(10, 40, true)).toEqual([0, 100]);
    expect(yRange(10, 140, true)).toEqual([0, 140]);
    const [low, high] = yRange(3, 50, false);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(55);
    expect(yRange(null, null, false)).toEqual([0, 1]);
  });

  it('keeps room above the plot for its strip of values, drawn at each redraw and crosshair move', () => {
    const onStrip = vi.fn();
    const options = chartOptions(input({ onStrip }));
    expect(options.padding?.[0]).toBe(NEWEST_STRIP);
    expect(options.hooks?.draw).toContain(onStrip);
    expect(options.hooks?.setCursor).toEqual([onStrip]);
    // The legend names the lines and is never written to: its values are the strip's.
    expect(options.legend?.live).toBe(false);
  });

  it('draws each threshold within the plot as a line with its text', () => {
    const calls: string[] = [];
    const ctx = {
      save: () => calls.push('save'),
      restore: () => calls.push('restore'),
      setLineDash: () => undefined,
      beginPath: () => undefined,
      moveTo: (x: number, y: number) => calls.push(`move ${x},${y}`),
      lineTo: (x: number, y: number) => calls.push(`line ${x},${y}`),
      stroke: () => undefined,
      fillText: (text: string, x: number) => calls.push(`text ${text} at ${x}`),
      fillRect: (x: number, y: number, width: number) => calls.push(`patch ${x},${y} +${width}`),
      measureText: (text: string) => ({ width: text.length * 5 }),
    };
    const plot = {
      ctx,
      bbox: { left: 10, top: 0, width: 100, height: 100 },
      valToPos: (value: number) => 100 - value,
    } as unknown as uPlot;
    drawThresholds(
      plot,
      [
        { value: 85, label: 'heap 85%' },
        { value: 80, label: 'close' },
        { value: 150, label: 'off the plot' },
      ],
      PALETTE,
    );
    // The lines first, then each text on a patch of the background, side by side.
    expect(calls).toEqual([
      'save',
      'move 10,15',
      'line 110,15',
      'move 10,20',
      'line 110,20',
      'patch 64,0 +44',
      'text heap 85% at 106',
      'patch 29,5 +29',
      'text close at 56',
      'restore',
    ]);
  });

  it('takes its colours from the theme, other ones in the dark scheme', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createTheme({}));
    const light = chartPalette(theme, 'light');
    const dark = chartPalette(theme, 'dark');
    expect(light.series[0]).toBe(theme.colors.blue[7]);
    expect(dark.series[0]).toBe(theme.colors.blue[4]);
    expect(light.background).not.toBe(dark.background);
    expect(new Set(light.series).size).toBe(light.series.length);
  });
});
