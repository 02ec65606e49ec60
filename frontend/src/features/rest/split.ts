// The split between the body editor and the response viewer: the editor's
// share of the form's width in percent, dragged on the divider or moved with the arrow keys.

export const DEFAULT_SPLIT = 42;
export const MIN_SPLIT = 15;
export const MAX_SPLIT = 85;
/** Percent moved by one arrow key press on the divider. */
export const SPLIT_KEY_STEP = 5;

/** A share kept between the limits, to a tenth of a percent; anything unreadable is the default. */
export function clampSplit(percent: number): number {
  if (!Number.isFinite(percent)) return DEFAULT_SPLIT;
  return Math.min(MAX_SPLIT, Math.max(MIN_SPLIT, Math.round(percent * 10) / 10));
}

/** The share after dragging the divider `dx` pixels across an area `width` pixels wide. */
export function draggedSplit(start: number, dx: number, width: number): number {
  if (!(width > 0)) return clampSplit(start);
  return clampSplit(start + (dx / width) * 100);
}
