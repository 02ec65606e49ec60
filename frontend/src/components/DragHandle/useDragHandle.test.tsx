import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useDragHandle, type DragHandleOptions } from './useDragHandle';

/** A handle whose shown value, and whether it is being dragged, stand in its text. */
function Handle(options: DragHandleOptions) {
  const { value, dragging, handleProps } = useDragHandle(options);
  return <div {...handleProps}>{`${value}${dragging ? ' dragging' : ''}`}</div>;
}

function renderHandle(overrides: Partial<DragHandleOptions> = {}) {
  const commit = vi.fn();
  render(
    <Handle
      value={50}
      axis="x"
      dragged={(start, moved, size) => start + moved + size}
      keySteps={{ ArrowRight: 5, ArrowLeft: -5 }}
      commit={commit}
      label="Share of the width"
      min={20}
      max={80}
      {...overrides}
    />,
  );
  return { commit, handle: screen.getByRole('separator') };
}

describe('useDragHandle', () => {
  it('is a focusable separator that names itself and says its value and bounds', () => {
    const { handle } = renderHandle();
    expect(screen.getByRole('separator', { name: 'Share of the width' })).toBe(handle);
    expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    expect(handle).toHaveAttribute('aria-valuenow', '50');
    expect(handle).toHaveAttribute('aria-valuemin', '20');
    expect(handle).toHaveAttribute('aria-valuemax', '80');
    expect(handle).toHaveAttribute('tabindex', '0');
  });

  it('follows the pointer along its axis and commits once, on release', () => {
    const { commit, handle } = renderHandle();
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 900, pointerId: 1 });
    expect(handle).toHaveTextContent('50 dragging');
    fireEvent.pointerMove(handle, { clientX: 130, clientY: 0, pointerId: 1 });
    expect(handle).toHaveTextContent('80 dragging');
    expect(commit).not.toHaveBeenCalled();
    fireEvent.pointerUp(handle, { clientX: 120, clientY: 0, pointerId: 1 });
    expect(commit).toHaveBeenCalledExactlyOnceWith(70);
    expect(handle).toHaveTextContent(/^50$/);
  });

  it('reads the vertical coordinate for a flat handle', () => {
    const { commit, handle } = renderHandle({ axis: 'y' });
    fireEvent.pointerDown(handle, { clientX: 0, clientY: 200, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 999, clientY: 190, pointerId: 1 });
    expect(commit).toHaveBeenCalledExactlyOnceWith(40);
  });

  it('hands the size measured when the drag began to the drag', () => {
    const measure = vi.fn().mockReturnValueOnce(1000).mockReturnValue(0);
    const { commit, handle } = renderHandle({ measure });
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 20, pointerId: 1 });
    fireEvent.pointerCancel(handle, { clientX: 30, pointerId: 1 });
    expect(commit).toHaveBeenCalledExactlyOnceWith(1070);
  });

  it('ignores a move or release without a drag', () => {
    const { commit, handle } = renderHandle();
    fireEvent.pointerMove(handle, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 130, pointerId: 1 });
    expect(handle).toHaveTextContent(/^50$/);
    expect(commit).not.toHaveBeenCalled();
  });

  it('commits a step from the committed value for its keys only', () => {
    const { commit, handle } = renderHandle();
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(commit).toHaveBeenCalledExactlyOnceWith(45);
  });
});
