import { describe, expect, it, vi } from 'vitest';
import { handOverHeldEdits, holdEdits } from './heldEdits';

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
