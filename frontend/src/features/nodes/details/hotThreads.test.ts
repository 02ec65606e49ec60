import { describe, expect, it } from 'vitest';
import { hasHotThreads } from './hotThreads';

const HEADER = `::: {node-0}{USpTGYaBSIKbgSUJR2Z9lg}{127.0.0.1}
   Hot threads at 2026-01-01T00:00:00Z, interval=500ms, busiestThreads=3, ignoreIdleThreads=true:
`;

describe('hasHotThreads', () => {
  it('finds the busy thread lines of a sample', () => {
    const cpu = `${HEADER}\n   12.5% [cpu=12.5%, other=0.0%] (62.5ms out of 500ms) cpu usage by thread 'elasticsearch[node-0][write][T#1]'\n`;
    expect(hasHotThreads(cpu)).toBe(true);
    expect(
      hasHotThreads(`${HEADER}\n   80.0% (400ms out of 500ms) wait usage by thread 'x'\n`),
    ).toBe(true);
  });

  it('finds none in a header-only or empty sample', () => {
    expect(hasHotThreads(HEADER)).toBe(false);
    expect(hasHotThreads('')).toBe(false);
  });
});
