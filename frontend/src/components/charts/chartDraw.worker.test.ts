import { handle } from './chartDraw.worker';
import { NEWEST_STRIP } from './newestStrip';
import { recorder } from './testContext';

/** A canvas handed over, its 2D context a recorder (none: it cannot be drawn on). */
function handedCanvas(drawable = true) {
  const ctx = recorder();
  const canvas = { width: 300, height: 150, getContext: () => (drawable ? ctx : null) };
  return { canvas: canvas as unknown as OffscreenCanvas, ctx };
}

const LOOK = { colors: ['red'], dashes: [null], textColor: 'black' };
const FRAME = {
  width: 400,
  height: NEWEST_STRIP,
  ratio: 1,
  right: 380,
  newest: { time: '12:00', values: ['5/s'] },
};

describe('the charts worker, for a strip of values', () => {
  it('sizes the strip canvas handed over and draws its values, until the chart is closed', () => {
    const { canvas, ctx } = handedCanvas();
    expect(handle({ kind: 'openStrip', id: 7, canvas, look: LOOK })).toBeNull();
    expect(handle({ kind: 'strip', id: 7, frame: FRAME })).toBeNull();
    expect([canvas.width, canvas.height]).toEqual([400, NEWEST_STRIP]);
    expect(ctx.calls).toContain('text "5/s" 380 9');
    handle({ kind: 'close', id: 7 });
    ctx.calls.length = 0;
    handle({ kind: 'strip', id: 7, frame: FRAME });
    expect(ctx.calls).toEqual([]);
  });

  it('says so when the canvas cannot be drawn on', () => {
    const { canvas } = handedCanvas(false);
    expect(handle({ kind: 'openStrip', id: 8, canvas, look: LOOK })).toEqual({
      kind: 'failed',
      id: 8,
    });
  });
});
