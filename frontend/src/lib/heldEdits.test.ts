// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverHeldEdits, holdEdit, holdEdits } from './heldEdits';

describe('held edits', () => {
  it('are handed over by each registered editor until it unregisters', () => {
    const first = vi.fn();
    const second = vi.fn();
    const releaseFirst = holdEdits(first);
    const releaseSecond = holdEdits(second);
    handOverHeldEdits();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    releaseFirst();
    handOverHeldEdits();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    releaseSecond();
  });
});

describe('a held edit', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  function held(delayMs = 250) {
    const field = document.createElement('input');
    const elsewhere = document.createElement('button');
    document.body.append(field, elsewhere);
    const handOver = vi.fn();
    const edit = holdEdit({
      delayMs: () => delayMs,
      inside: (target) => field.contains(target),
      handOver,
    });
    return { field, elsewhere, handOver, edit };
  }

  it('is handed over once typing pauses, once for several changes', () => {
    vi.useFakeTimers();
    const { handOver, edit } = held();
    edit.changed();
    vi.advanceTimersByTime(200);
    edit.changed();
    vi.advanceTimersByTime(200);
    expect(handOver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(handOver).toHaveBeenCalledTimes(1);
    edit.release();
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('is handed over at once without a delay', () => {
    const { handOver, edit } = held(0);
    edit.changed();
    expect(handOver).toHaveBeenCalledTimes(1);
    edit.release();
  });

  it('is handed over by a press or a key elsewhere and by a shortcut, not by its own keys', () => {
    const { field, elsewhere, handOver, edit } = held();
    edit.changed();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(handOver).not.toHaveBeenCalled();
    field.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }),
    );
    expect(handOver).toHaveBeenCalledTimes(1);
    edit.changed();
    elsewhere.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(handOver).toHaveBeenCalledTimes(2);
    edit.changed();
    elsewhere.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    expect(handOver).toHaveBeenCalledTimes(3);
    // Nothing held: nothing handed over.
    elsewhere.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(handOver).toHaveBeenCalledTimes(3);
    edit.release();
  });

  it('is handed over when the page hides, when asked, and when released', () => {
    const { handOver, edit } = held();
    edit.changed();
    window.dispatchEvent(new Event('pagehide'));
    expect(handOver).toHaveBeenCalledTimes(1);
    edit.changed();
    handOverHeldEdits();
    expect(handOver).toHaveBeenCalledTimes(2);
    edit.changed();
    edit.release();
    expect(handOver).toHaveBeenCalledTimes(3);
    // Released: no longer listening.
    edit.changed();
    window.dispatchEvent(new Event('pagehide'));
    handOverHeldEdits();
    expect(handOver).toHaveBeenCalledTimes(3);
    edit.flush();
    expect(handOver).toHaveBeenCalledTimes(4);
  });
});
