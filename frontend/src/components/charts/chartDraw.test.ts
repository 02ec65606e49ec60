import { drawChart, type DrawFrame, type DrawLook } from './chartDraw';
import { tracePath } from './plotPath';
import type { HeldPoints } from './pointsUpdate';
import { recorder } from './testContext';

const LOOK: DrawLook = {
  colors: ['red'],
  dashes: [],
  hollow: [],
  thresholdColor: 'pink',
  axisColor: 'black',
  gridColor: 'gray',
  background: 'white',
};

const FRAME: DrawFrame = {
  width: 100,
  height: 50,
  plot: { left: 0, top: 0, width: 100, height: 50 },
  ticks: { x: { splits: [], labels: [] }, y: { splits: [], labels: [] } },
  ratio: 2,
  x: [0, 100],
  y: [0, 50],
  shown: [true, true],
  widths: [2, 1],
  thresholds: [],
};

describe('tracePath', () => {
  it('breaks the line at a gap and starts again after it', () => {
    const ctx = recorder();
    tracePath(ctx, [10, 20, 30, 40], [10, Number.NaN, 20, 30], FRAME);
    expect(ctx.calls).toEqual(['move 10 40', 'move 30 30', 'line 40 20']);
  });

  it('draws a column of many points as its lowest and highest value, left where the line leaves', () => {
    const ctx = recorder();
    // Four points in pixel column 10, then one in column 20.
    tracePath(ctx, [10, 10.1, 10.2, 10.3, 20], [10, 40, 0, 20, 20], FRAME);
    expect(ctx.calls).toEqual([
      'move 10 40',
      'line 10 10',
      'line 10 50',
      'line 10 30',
      'line 20 30',
    ]);
  });

  it('draws from the last point before the range to the first one after it, and none further', () => {
    const ctx = recorder();
    tracePath(ctx, [-20, -10, 50, 110, 120], [1, 2, 3, 4, 5], FRAME);
    expect(ctx.calls.map((call) => call.split(' ')[1])).toEqual(['-10', '50', '110']);
  });
});

describe('drawChart', () => {
  it('clears the canvas and strokes each shown line in its colour, width and dash, at the ratio', () => {
    const ctx = recorder();
    // Thirty points across 100 pixels: too close together for markers.
    const times = Array.from({ length: 30 }, (_, index) => index * 3);
    const points: HeldPoints = { times, values: [times, times, times] };
    drawChart(
      ctx,
      points,
      { ...LOOK, colors: ['red', 'blue'], dashes: [null, [10, 5]] },
      { ...FRAME, shown: [true, true, false], widths: [2, 1, 1] },
    );
    expect(ctx.calls[0]).toBe('clear 0 0 100 50');
    expect(ctx.calls.filter((call) => /^stroke (red|blue)/.test(call))).toEqual([
      'stroke red 4',
      'stroke blue 2',
    ]);
    expect(ctx.calls).toContain('dash [20,10]');
    expect(ctx.calls.filter((call) => call.startsWith('arc'))).toEqual([]);
  });

  it('marks each point, hollow or filled by series, where points are far enough apart', () => {
    const ctx = recorder();
    const points: HeldPoints = {
      times: [0, 50],
      values: [
        [0, 10],
        [5, 5],
      ],
    };
    drawChart(ctx, points, { ...LOOK, colors: ['red', 'blue'], hollow: [false, true] }, FRAME);
    expect(ctx.calls.filter((call) => call.startsWith('arc'))).toHaveLength(4);
  });

  it('draws the grid and the values of each axis where uPlot laid them out, none for a hidden tick', () => {
    const ctx = recorder();
    drawChart(ctx, { times: [], values: [] }, LOOK, {
      ...FRAME,
      plot: { left: 20, top: 0, width: 80, height: 30 },
      ticks: {
        x: { splits: [0, 50, null], labels: ['a', 'b', ''] },
        y: { splits: [0, 25], labels: ['0/s', '25/s'] },
      },
    });
    const texts = ctx.calls.filter((call) => call.startsWith('text'));
    // Time values below the plot (past its tick and gap), values left of it, at their ticks.
    expect(texts).toEqual([
      'text "a" 20 60',
      'text "b" 60 60',
      'text "0/s" -10 30',
      'text "25/s" -10 15',
    ]);
  });

  it('draws each threshold in range as a line across with its text, none out of range', () => {
    const ctx = recorder();
    drawChart(ctx, { times: [], values: [] }, LOOK, {
      ...FRAME,
      thresholds: [
        { value: 25, label: 'heap 85%' },
        { value: 80, label: 'too high' },
      ],
    });
    expect(ctx.calls).toContain('line 100 25');
    expect(ctx.calls.filter((call) => call.startsWith('text'))).toEqual(['text "heap 85%" 92 21']);
  });

  it('writes threshold texts after every line, each on a patch of the background', () => {
    const ctx = recorder();
    const fills: string[] = [];
    Object.defineProperty(ctx, 'fillStyle', { set: (style: string) => fills.push(style) });
    drawChart(ctx, { times: [], values: [] }, LOOK, {
      ...FRAME,
      thresholds: [
        { value: 25, label: 'low' },
        { value: 27, label: 'high' },
      ],
    });
    const threshold = ctx.calls.slice(ctx.calls.lastIndexOf('dash [12,8]'));
    expect(threshold.filter((call) => /^(line|fillRect|text)/.test(call))).toEqual([
      'line 100 25',
      'line 100 23',
      'fillRect 38 -5 58 26',
      'text "low" 92 21',
      'fillRect -32 -7 58 26',
      'text "high" 22 19',
    ]);
    // Each patch in the plot's background, each text in the thresholds' colour.
    expect(fills.slice(-4)).toEqual([LOOK.background, 'pink', LOOK.background, 'pink']);
  });
});
