import { afterNextPaint } from './afterPaint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Animation frames that run when the test says, as the page paints them. */
function stubFrames() {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    next += 1;
    frames.set(next, callback);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  return () => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(0);
  };
}

it('runs in the task after the next frame, not in the frame itself', () => {
  vi.useFakeTimers();
  const paint = stubFrames();
  const run = vi.fn();
  afterNextPaint(run);
  vi.runAllTimers();
  expect(run).not.toHaveBeenCalled();
  paint();
  expect(run).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(run).toHaveBeenCalledTimes(1);
});

it('runs nothing once cancelled, before or after the frame', () => {
  vi.useFakeTimers();
  const paint = stubFrames();
  const early = vi.fn();
  afterNextPaint(early)();
  const late = vi.fn();
  const cancelLate = afterNextPaint(late);
  paint();
  cancelLate();
  paint();
  vi.runAllTimers();
  expect(early).not.toHaveBeenCalled();
  expect(late).not.toHaveBeenCalled();
});

it('runs at once where the page has no frames', () => {
  vi.stubGlobal('requestAnimationFrame', undefined);
  const run = vi.fn();
  afterNextPaint(run);
  expect(run).toHaveBeenCalledTimes(1);
});
