import { drawChart, type DrawFrame, type DrawLook } from './chartDraw';
import { drawNewest, NEWEST_STRIP } from './newestStrip';
import { recorder } from './testContext';
import { warmUp } from './warmUp';

/** A recording context that also writes down each font set on it. */
function fontRecorder() {
  const ctx = recorder();
  const fonts = new Set<string>();
  Object.defineProperty(ctx, 'font', {
    get: () => '',
    set: (font: string) => fonts.add(font),
  });
  return { ctx, fonts };
}

/** The canvases `warmUp` made, with their sizes and what was drawn on them. */
function warmedUp() {
  const made: { width: number; height: number; ctx: ReturnType<typeof fontRecorder> }[] = [];
  warmUp((width, height) => {
    const ctx = fontRecorder();
    made.push({ width, height, ctx });
    return { getContext: () => ctx.ctx };
  });
  return made;
}

const LOOK: DrawLook = {
  colors: ['red', 'blue'],
  dashes: [null, [4, 2]],
  hollow: [false, true],
  thresholdColor: 'orange',
  axisColor: 'grey',
  gridColor: 'silver',
  background: 'white',
};

const FRAME: DrawFrame = {
  width: 600,
  height: 200,
  ratio: 1,
  plot: { left: 50, top: NEWEST_STRIP, width: 540, height: 150 },
  x: [0, 10_000],
  y: [0, 100],
  ticks: {
    x: { splits: [0, 5000], labels: ['a', 'b'] },
    y: { splits: [0, 50], labels: ['0', '50'] },
  },
  shown: [true, true],
  widths: [1, 2],
  thresholds: [{ value: 90, label: '90 %' }],
};

describe('the charts worker warming up', () => {
  it('draws a chart and its strip of values, each on a canvas of its own', () => {
    const [chart, strip] = warmedUp();
    expect(strip.height).toBe(NEWEST_STRIP);
    expect(chart.height).toBeGreaterThan(NEWEST_STRIP);
    const calls = chart.ctx.ctx.calls;
    // Lines solid and dashed, point markers, the grid's and the axes' texts, a threshold.
    expect(calls.filter((call) => call.startsWith('stroke')).length).toBeGreaterThan(2);
    expect(calls.some((call) => call.startsWith('dash [6,3]'))).toBe(true);
    expect(calls.some((call) => call.startsWith('arc'))).toBe(true);
    expect(calls.some((call) => call.startsWith('text "85 %"'))).toBe(true);
    expect(calls.some((call) => call.startsWith('text "12:00:05"'))).toBe(true);
    expect(strip.ctx.ctx.calls.some((call) => call.startsWith('text "12:00:11"'))).toBe(true);
  });

  it('sets every font that a chart with thresholds and its strip set at the same ratio', () => {
    const [chart, strip] = warmedUp();
    const drawn = fontRecorder();
    const points = {
      times: [0, 5000, 10_000],
      values: [
        [1, 2, 3],
        [4, 5, 6],
      ],
    };
    drawChart(drawn.ctx, points, LOOK, FRAME);
    drawNewest(
      drawn.ctx,
      { colors: LOOK.colors, dashes: LOOK.dashes, textColor: 'grey' },
      {
        width: 600,
        height: NEWEST_STRIP,
        ratio: 1,
        right: 590,
        newest: { time: '12:00', values: ['1', '4'] },
      },
    );
    expect(new Set([...chart.ctx.fonts, ...strip.ctx.fonts])).toEqual(drawn.fonts);
  });

  it('draws nothing where no canvas can be made', () => {
    expect(() => warmUp(() => null)).not.toThrow();
  });
});
