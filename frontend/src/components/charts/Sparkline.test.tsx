import { render, screen } from '@testing-library/react';
import { Sparkline } from './Sparkline';
import { sparklineShape } from './sparklinePath';

describe('sparkline shape', () => {
  it('spreads the values over the width, the largest at the top', () => {
    expect(sparklineShape([0, 5, 10], 100, 20, 0)).toEqual({
      path: 'M0 20L50 10L100 0',
      last: { x: 100, y: 0 },
    });
  });

  it('breaks the line at a gap instead of joining across it', () => {
    const { path, last } = sparklineShape([1, 2, null, 3, 4], 40, 10, 0);
    expect(path).toBe('M0 10L10 6.7M30 3.3L40 0');
    expect(last).toEqual({ x: 40, y: 0 });
  });

  it('draws a value alone between gaps as a dot, and no newest point after a gap', () => {
    const { path, last } = sparklineShape([null, 2, null], 20, 10, 0);
    expect(path).toBe('M10 5h0.1');
    expect(last).toBeNull();
  });

  it('draws a flat series across the middle and nothing without values', () => {
    expect(sparklineShape([3, 3], 10, 10, 0).path).toBe('M0 5L10 5');
    expect(sparklineShape([null, Number.NaN], 10, 10)).toEqual({ path: '', last: null });
    expect(sparklineShape([], 10, 10)).toEqual({ path: '', last: null });
  });
});

describe('Sparkline', () => {
  it('is an image named by its label, with the line and the newest value', () => {
    const { container } = render(
      <Sparkline values={[1, 2, 3]} label="Heap used: 45% now" color="red" />,
    );
    expect(screen.getByRole('img', { name: 'Heap used: 45% now' })).toBeInTheDocument();
    expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M2 /);
    expect(container.querySelector('circle')).not.toBeNull();
  });

  it('draws nothing but keeps its label when there is no value yet', () => {
    const { container } = render(<Sparkline values={[null]} label="Heap used: no value yet" />);
    expect(screen.getByRole('img', { name: 'Heap used: no value yet' })).toBeInTheDocument();
    expect(container.querySelector('path')).toBeNull();
  });
});
