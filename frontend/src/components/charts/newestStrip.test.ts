import { drawNewest, NEWEST_STRIP, stripFrame } from './newestStrip';
import { recorder } from './testContext';

const LOOK = { colors: ['red', 'blue'], dashes: [null, [10, 5]], textColor: 'black' };
// The plot ends at 340 CSS pixels; a text measures 50 pixels whatever it says (see recorder).
const PLOT = { left: 40, top: NEWEST_STRIP, width: 300, height: 100 };

describe('drawNewest', () => {
  it('draws the time, then each line marker and value, ending at the plot right edge', () => {
    const ctx = recorder();
    const frame = stripFrame(360, PLOT, 1, { time: '12:00:00', values: ['1/s', '2/s'] });
    expect(frame).toMatchObject({ width: 360, height: NEWEST_STRIP, right: 340 });
    drawNewest(ctx, LOOK, frame);
    expect(ctx.calls[0]).toBe(`clear 0 0 360 ${NEWEST_STRIP}`);
    const drawn = ctx.calls.filter((call) => /^(text|move|line|stroke|dash)/.test(call));
    expect(drawn).toEqual([
      'text "2/s" 340 9',
      'dash [5,2.5]',
      'move 272 9',
      'line 286 9',
      'stroke blue 2',
      'text "1/s" 262 9',
      'dash []',
      'move 194 9',
      'line 208 9',
      'stroke red 2',
      'text "12:00:00" 184 9',
    ]);
  });

  it('leaves out a hidden line and, at twice the pixels, what the canvas has no room for', () => {
    const ctx = recorder();
    const narrow = { left: 0, top: 2 * NEWEST_STRIP, width: 150, height: 100 };
    const frame = stripFrame(75, narrow, 2, { time: '12:00:00', values: ['1/s', null] });
    drawNewest(ctx, LOOK, frame);
    expect(ctx.calls.filter((call) => call.startsWith('text'))).toEqual(['text "1/s" 150 18']);
    expect(ctx.calls).toContain('stroke red 4');
  });

  it('draws no time once a value had no room', () => {
    const ctx = recorder();
    const frame = stripFrame(100, { ...PLOT, left: 0, width: 100 }, 1, {
      time: 'now',
      values: ['1/s', '2/s'],
    });
    drawNewest(ctx, LOOK, frame);
    expect(ctx.calls.filter((call) => call.startsWith('text'))).toEqual(['text "2/s" 100 9']);
  });
});
