import { describe, expect, it } from 'vitest';
import { MIN_PANEL_HEIGHT, clampHeight, draggedHeight } from './clampHeight';

describe('clampHeight', () => {
  it('never goes below the 100 px minimum', () => {
    expect(clampHeight(40)).toBe(MIN_PANEL_HEIGHT);
    expect(clampHeight(-500)).toBe(100);
  });

  it('rounds to whole pixels', () => {
    expect(clampHeight(350.6)).toBe(351);
  });

  it('treats a non-finite height as the minimum', () => {
    expect(clampHeight(Number.NaN)).toBe(100);
    expect(clampHeight(Number.POSITIVE_INFINITY)).toBe(100);
  });
});

describe('draggedHeight', () => {
  it('adds the drag distance to the height at drag start', () => {
    expect(draggedHeight(500, 120)).toBe(620);
    expect(draggedHeight(500, -150)).toBe(350);
  });

  it('stops at the minimum when dragged far up', () => {
    expect(draggedHeight(500, -480)).toBe(100);
  });
});
