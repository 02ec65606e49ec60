// Work that must not hold back the frame the user is waiting for: run once it is painted.

/**
 * Runs `run` once the page has painted its next frame: a task queued from that frame's animation
 * callback runs after the frame is painted. Where there are no frames (no requestAnimationFrame),
 * `run` runs at once. Returns the function that cancels it, if it has not run yet.
 */
export function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    run();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
