import { describe, expect, it } from 'vitest';
import { highlightRule } from './ColumnHighlight';

describe('highlightRule', () => {
  it('highlights nothing while no column is hovered', () => {
    expect(highlightRule(null)).toBe('');
  });

  it('colours every cell of the hovered column, header included, and only that column', () => {
    const rule = highlightRule(3);
    expect(rule).toMatch(/^\[data-shards-grid\] \[data-col="3"\] \{ background-color: [^}]+; \}$/);
    expect(highlightRule(4)).not.toBe(rule);
  });
});
