/** Smallest height a resizable panel can be dragged to. */
export const MIN_PANEL_HEIGHT = 100;

/** Whole pixels, never below MIN_PANEL_HEIGHT. */
export function clampHeight(height: number): number {
  if (!Number.isFinite(height)) return MIN_PANEL_HEIGHT;
  return Math.max(MIN_PANEL_HEIGHT, Math.round(height));
}

/** The height after dragging the bottom edge by `deltaY` pixels from `startHeight`. */
export function draggedHeight(startHeight: number, deltaY: number): number {
  return clampHeight(startHeight + deltaY);
}
