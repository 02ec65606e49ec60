import { describe, expect, it } from 'vitest';
import { tooltipPosition } from './HoverTooltip';

describe('tooltipPosition', () => {
  it('places the tooltip just under the hovered text, in page coordinates', () => {
    const anchor = {
      top: 100,
      bottom: 120,
      left: 40,
      right: 80,
      width: 40,
      height: 20,
      x: 40,
      y: 100,
    } as DOMRect;
    expect(tooltipPosition(anchor, { x: 0, y: 0 })).toEqual({ top: 126, left: 40 });
    expect(tooltipPosition(anchor, { x: 15, y: 300 })).toEqual({ top: 426, left: 55 });
  });
});
