import { describe, expect, it } from 'vitest';
import { processorItem } from './processorModel';
import { processorSummary } from './processorSummary';

const LABELS = {
  option: (key: string) => key.toUpperCase(),
  condition: 'IF',
  tag: 'TAG',
};

const summary = (entry: unknown) => processorSummary(processorItem(entry)!, LABELS);

describe('processorSummary', () => {
  it('names the main options that are set, then the condition and the tag', () => {
    expect(
      summary({ rename: { field: 'a', target_field: 'b', if: 'ctx.a\n  != null', tag: 't' } }),
    ).toBe('FIELD: a · TARGET_FIELD: b · IF: ctx.a != null · TAG: t');
  });

  it('joins a list option on one line', () => {
    expect(summary({ grok: { field: 'm', patterns: ['%{A}', '%{B}'] } })).toBe(
      'FIELD: m · PATTERNS: %{A}, %{B}',
    );
  });

  it('shows the JSON of a type without main options, and nothing when nothing is set', () => {
    expect(summary({ my_plugin: { depth: 2 } })).toBe('{ "depth": 2 }');
    expect(summary({ drop: {} })).toBe('');
  });
});
