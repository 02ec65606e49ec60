import { describe, expect, it } from 'vitest';
import { derivePatterns, isHiddenTemplate, templateRows } from './templateRows';

describe('derivePatterns', () => {
  it('joins index_patterns of a legacy template', () => {
    expect(derivePatterns({ index_patterns: ['logs-*', 'metrics-*'] })).toBe('logs-*, metrics-*');
  });

  it('reads the patterns of a composable or component template', () => {
    expect(derivePatterns({ name: 'x', index_template: { index_patterns: ['a-*'] } })).toBe('a-*');
    expect(derivePatterns({ name: 'x', component_template: { index_patterns: ['c-*'] } })).toBe(
      'c-*',
    );
  });

  it('falls back to the single pattern of templates from before version 6', () => {
    expect(derivePatterns({ template: 'old-*' })).toBe('old-*');
  });

  it('gives an empty string without patterns, and ignores a template object', () => {
    expect(derivePatterns({ name: 'c', component_template: { template: { settings: {} } } })).toBe(
      '',
    );
  });
});

describe('templateRows', () => {
  it('reads index_templates with their priority, components and version', () => {
    const entry = {
      name: 'logs',
      index_template: {
        index_patterns: ['logs-*'],
        priority: 5,
        composed_of: ['base', 'mappings'],
        version: 3,
      },
    };
    expect(templateRows({ index_templates: [entry] })).toEqual([
      {
        name: 'logs',
        indexPatterns: 'logs-*',
        priority: 5,
        composedOf: 'base, mappings',
        order: null,
        version: 3,
        hidden: false,
        source: entry,
      },
    ]);
  });

  it('reads component_templates', () => {
    const rows = templateRows({
      component_templates: [{ name: 'base', component_template: { template: {}, version: 2 } }],
    });
    expect(rows.map((r) => [r.name, r.indexPatterns, r.version])).toEqual([['base', '', 2]]);
  });

  it('reads a legacy map keyed by name, keeping each body as its source', () => {
    const body = { order: 0, index_patterns: ['x-*'], settings: {} };
    expect(templateRows({ tpl: body })).toEqual([
      {
        name: 'tpl',
        indexPatterns: 'x-*',
        priority: null,
        composedOf: '',
        order: 0,
        version: null,
        hidden: false,
        source: body,
      },
    ]);
  });

  it('gives no rows for an empty or foreign answer', () => {
    expect(templateRows({})).toEqual([]);
    expect(templateRows(null)).toEqual([]);
    expect(templateRows({ tpl: 'not an object' })).toEqual([]);
  });
});

describe('isHiddenTemplate', () => {
  it('hides dot names and templates of hidden indices or data streams', () => {
    expect(isHiddenTemplate('.monitoring-es', {})).toBe(true);
    expect(
      isHiddenTemplate('a', {
        index_template: { template: { settings: { index: { hidden: 'true' } } } },
      }),
    ).toBe(true);
    expect(isHiddenTemplate('b', { settings: { 'index.hidden': true } })).toBe(true);
    expect(isHiddenTemplate('c', { index_template: { data_stream: { hidden: true } } })).toBe(true);
    expect(isHiddenTemplate('logs', { index_template: { index_patterns: ['logs-*'] } })).toBe(
      false,
    );
  });
});
