import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LabelTooltip, labelPosition } from './LabelTooltip';

const VIEWPORT = { width: 1000, scrollX: 0, scrollY: 0 };

describe('labelPosition', () => {
  it('starts under the left edge of an anchor in the left half of the viewport', () => {
    expect(labelPosition({ bottom: 40, left: 100, right: 130 }, VIEWPORT)).toEqual({
      top: 46,
      left: 100,
    });
  });

  it('ends under the right edge of an anchor in the right half, so it stays in the page', () => {
    expect(labelPosition({ bottom: 40, left: 950, right: 980 }, VIEWPORT)).toEqual({
      top: 46,
      right: 20,
    });
  });

  it('is in page coordinates', () => {
    const scrolled = { width: 1000, scrollX: 5, scrollY: 300 };
    expect(labelPosition({ bottom: 40, left: 100, right: 130 }, scrolled)).toEqual({
      top: 346,
      left: 105,
    });
  });
});

describe('LabelTooltip', () => {
  it('mounts nothing until its target is hovered, and goes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <LabelTooltip label="Dark">
        <button type="button">D</button>
      </LabelTooltip>,
    );
    const button = screen.getByRole('button', { name: 'D' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');

    await user.hover(button);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Dark');
    expect(button).toHaveAttribute('aria-describedby', tooltip.id);

    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('shows while its target has the focus, and Escape hides it without moving the focus', async () => {
    const user = userEvent.setup();
    render(
      <LabelTooltip label="Language">
        <button type="button">L</button>
      </LabelTooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'L' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Language');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'L' })).toHaveFocus();

    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("keeps the target's own handlers", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onMouseEnter = vi.fn();
    const onFocus = vi.fn();
    render(
      <LabelTooltip label="Copy">
        <button type="button" onClick={onClick} onMouseEnter={onMouseEnter} onFocus={onFocus}>
          C
        </button>
      </LabelTooltip>,
    );
    await user.click(screen.getByRole('button', { name: 'C' }));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays shown while opened after a click, even when the pointer has left', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <LabelTooltip label="Copy">
        <button type="button">C</button>
      </LabelTooltip>,
    );
    const button = screen.getByRole('button', { name: 'C' });
    await user.click(button);
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    rerender(
      <LabelTooltip label="Copied" opened>
        <button type="button">C</button>
      </LabelTooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
    fireEvent.mouseLeave(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
  });

  it('shows nothing while disabled', async () => {
    const user = userEvent.setup();
    render(
      <LabelTooltip label="staging" disabled>
        <button type="button">S</button>
      </LabelTooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'S' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
