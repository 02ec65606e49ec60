import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSameMembers } from './useSameMembers';

describe('useSameMembers', () => {
  it('keeps the first object while every member is the same, and takes a changed one', () => {
    const onChange = () => undefined;
    const { result, rerender } = renderHook((value) => useSameMembers(value), {
      initialProps: { filter: 'logs', onChange } as Record<string, unknown>,
    });
    const first = result.current;
    rerender({ filter: 'logs', onChange });
    expect(result.current).toBe(first);
    rerender({ filter: 'metrics', onChange });
    expect(result.current).not.toBe(first);
    expect(result.current).toEqual({ filter: 'metrics', onChange });
    const second = result.current;
    rerender({ filter: 'metrics', onChange, extra: 1 });
    expect(result.current).not.toBe(second);
  });
});
