import { describe, expect, it } from 'vitest';
import { matchesTemplateFilter, visibleTemplates } from './templateFilter';
import type { TemplateRow } from './templateRows';

const row = (
  name: string,
  indexPatterns: string,
  hidden = false,
  composedOf = '',
): TemplateRow => ({
  name,
  indexPatterns,
  priority: null,
  composedOf,
  order: null,
  version: null,
  hidden,
  source: {},
});
const rows = [
  row('logs', 'logs-*'),
  row('metrics', 'metrics-*, logs-m*', false, 'base, metrics-mappings'),
  row('.monitoring', '.monitoring-*', true),
];

describe('visibleTemplates', () => {
  it('leaves hidden templates out unless asked for', () => {
    expect(visibleTemplates(rows, false).map((r) => r.name)).toEqual(['logs', 'metrics']);
    expect(visibleTemplates(rows, true)).toHaveLength(3);
  });
});

describe('template filter', () => {
  it('matches name or index patterns, or one of them with column:value', () => {
    expect(rows.filter((r) => matchesTemplateFilter(r, 'logs'))).toHaveLength(2);
    expect(rows.filter((r) => matchesTemplateFilter(r, 'name:logs')).map((r) => r.name)).toEqual([
      'logs',
    ]);
    expect(
      rows.filter((r) => matchesTemplateFilter(r, 'indexpatterns:logs-m')).map((r) => r.name),
    ).toEqual(['metrics']);
    expect(
      rows.filter((r) => matchesTemplateFilter(r, 'composedOf:base')).map((r) => r.name),
    ).toEqual(['metrics']);
  });
});
