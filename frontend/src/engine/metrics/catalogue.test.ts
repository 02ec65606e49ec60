import { describe, expect, it } from 'vitest';
import {
  CHARTS,
  FIELD_INDEX,
  METRIC_FIELDS,
  SERIES,
  SERIES_INDEX,
  chartById,
  metricGroups,
} from './catalogue';
import type { SeriesFormula } from './types';

function fieldsOf(formula: SeriesFormula): string[] {
  switch (formula.type) {
    case 'rate':
    case 'gauge':
      return [formula.field];
    case 'latency':
      return [formula.time, formula.count];
    case 'ratio':
      return [formula.field, formula.of];
    case 'difference':
      return [formula.field, formula.minus];
  }
}

describe('metrics catalogue', () => {
  it('names each field, series and chart once', () => {
    expect(FIELD_INDEX.size).toBe(METRIC_FIELDS.length);
    expect(SERIES_INDEX.size).toBe(SERIES.length);
    expect(new Set(CHARTS.map((drawn) => drawn.id)).size).toBe(CHARTS.length);
  });

  it('computes every series from fields it reads, rates and latencies from counters', () => {
    for (const drawn of SERIES) {
      for (const key of fieldsOf(drawn.formula)) expect(FIELD_INDEX.has(key), key).toBe(true);
      if (drawn.formula.type === 'rate' || drawn.formula.type === 'latency') {
        for (const key of fieldsOf(drawn.formula))
          expect(METRIC_FIELDS[FIELD_INDEX.get(key)!].kind, drawn.id).toBe('counter');
      }
      if (drawn.formula.type === 'latency') expect(drawn.aggregate).toBe('weighted');
    }
  });

  it('gives every series of a chart its own line style and a key under metrics.*', () => {
    for (const drawn of CHARTS) {
      expect(drawn.titleKey).toMatch(/^metrics\.chart\.\w+$/);
      const styles = drawn.series.map((line) => line.style);
      expect(new Set(styles).size, drawn.id).toBe(styles.length);
      for (const line of drawn.series) expect(line.labelKey).toMatch(/^metrics\.series\.\w+$/);
    }
  });

  it('says in the legend when the cluster shows the highest node or the mean', () => {
    for (const drawn of SERIES) {
      if (drawn.aggregate === 'max') expect(drawn.labelKey, drawn.id).toMatch(/Highest$/);
      if (drawn.aggregate === 'mean') expect(drawn.labelKey, drawn.id).toMatch(/Mean$/);
    }
  });

  it('covers the charts the screen lists', () => {
    expect(chartById('threadPool.rejections')?.series.map((line) => line.id)).toEqual([
      'threadPool.write.rejections',
      'threadPool.search.rejections',
      'threadPool.get.rejections',
    ]);
    expect(chartById('breakers')?.series).toHaveLength(4);
    expect(chartById('nope')).toBeUndefined();
    expect(metricGroups().sort()).toEqual(
      ['breaker', 'fs', 'http', 'indices', 'jvm', 'os', 'process', 'thread_pool'].sort(),
    );
  });

  it('reads each group under its own key (breakers under `breakers`)', () => {
    for (const metric of METRIC_FIELDS) {
      const top = metric.group === 'breaker' ? 'breakers' : metric.group;
      expect(metric.path[0], metric.key).toBe(top);
    }
  });
});
