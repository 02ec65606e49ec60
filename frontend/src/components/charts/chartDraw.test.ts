import {
  applyUpdate,
  drawChart,
  tracePath,
  type HeldPoints,
  type DrawContext,
  type DrawFrame,
  type DrawLook,
  type PointsUpdate,
} from './chartDraw';
import { pointsUpdate, type SentPoints } from './offscreenChart';

/** A context that writes down the calls made on it. */
function recorder(): DrawContext & { calls: string[] } {
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

const update = (overrides: Partial<PointsUpdate>): PointsUpdate => ({
  replace: false,
  from: 0,
  times: new Float64Array(),
  values: [],
  ...overrides,
});

describe('applyUpdate', () => {
  it('takes every point of a replacing update, gaps as NaN', () => {
    const points = applyUpdate(
      { times: [9], values: [[9]] },
      update({
        replace: true,
        times: Float64Array.of(1, 2),
        values: [Float64Array.of(5, Number.NaN)],
      }),
    );
    expect(points).toEqual({ times: [1, 2], values: [[5, Number.NaN]] });
  });

  it('drops the points older than `from` and appends the new ones', () => {
    const points: HeldPoints = {
      times: [1, 2, 3],
      values: [
        [10, 20, 30],
        [1, 2, 3],
      ],
    };
    applyUpdate(
      points,
      update({
        from: 2,
        times: Float64Array.of(4),
        values: [Float64Array.of(40), Float64Array.of(4)],
      }),
    );
    expect(points).toEqual({
      times: [2, 3, 4],
      values: [
        [20, 30, 40],
        [2, 3, 4],
      ],
    });
  });

  it('replaces the points when the number of series changed', () => {
    const points = applyUpdate(
      { times: [1], values: [[1]] },
      update({ times: Float64Array.of(2), values: [Float64Array.of(2), Float64Array.of(3)] }),
    );
    expect(points).toEqual({ times: [2], values: [[2], [3]] });
  });
});

describe('pointsUpdate', () => {
  it('sends every point the first time, nulls as NaN', () => {
    const times = [1, 2];
    const sent = pointsUpdate([times, [5, null]], null);
    expect(sent?.replace).toBe(true);
    expect(Array.from(sent!.times)).toEqual([1, 2]);
    expect(Array.from(sent!.values[0])).toEqual([5, Number.NaN]);
  });

  it('sends only the points after the last one sent when the same arrays moved along', () => {
    const times = [2, 3, 4];
    const values = [20, 30, 40];
    const before: SentPoints = { times, series: 1, first: 1, last: 3 };
    const sent = pointsUpdate([times, values], before);
    expect(sent?.replace).toBe(false);
    expect(sent?.from).toBe(2);
    expect(Array.from(sent!.times)).toEqual([4]);
    expect(Array.from(sent!.values[0])).toEqual([40]);
  });

  it('sends nothing when nothing changed, everything for new arrays or an earlier start', () => {
    const times = [2, 3];
    const same: SentPoints = { times, series: 1, first: 2, last: 3 };
    expect(pointsUpdate([times, [1, 2]], same)).toBeNull();
    expect(
      pointsUpdate(
        [
          [2, 3],
          [1, 2],
        ],
        same,
      )?.replace,
    ).toBe(true);
    expect(pointsUpdate([times, [1, 2]], { ...same, first: 3 })?.replace).toBe(true);
    expect(pointsUpdate([times, [1, 2], [3, 4]], same)?.replace).toBe(true);
  });
});

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
});
