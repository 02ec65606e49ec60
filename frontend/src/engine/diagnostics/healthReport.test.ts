import { describe, expect, it } from 'vitest';
import { OVERVIEW, SHARDS_DETAILS } from './health.fixture';
import { healthReportRequest, readHealthReport, withDetails } from './healthReport';

describe('readHealthReport', () => {
  const overview = readHealthReport(OVERVIEW)!;

  it('lists the indicators worst first, then by name', () => {
    expect(overview.clusterName).toBe('docs-cluster');
    expect(overview.status).toBe('red');
    expect(overview.indicators.map((i) => [i.name, i.status])).toEqual([
      ['shards_availability', 'red'],
      ['disk', 'yellow'],
      ['slm', 'unknown'],
      ['ilm', 'green'],
      ['master_is_stable', 'green'],
      ['repository_integrity', 'green'],
    ]);
  });

  it('puts the most severe impact first', () => {
    const [shards] = overview.indicators;
    expect(shards.impacts.map((impact) => [impact.severity, impact.areas])).toEqual([
      [1, ['ingest', 'search']],
      [2, ['search']],
    ]);
    expect(shards.diagnoses).toEqual([]);
  });

  it('types the affected resources of an indicator details', () => {
    const details = readHealthReport(SHARDS_DETAILS)!;
    expect(details.status).toBeNull();
    const [explain, restore] = details.indicators[0].diagnoses;
    expect(explain.helpUrl).toBe('https://ela.st/diagnose-shards');
    expect(explain.resources).toEqual([
      { kind: 'index', name: 'logs-2026', id: null },
      { kind: 'ilmPolicy', name: 'logs-policy', id: null },
      { kind: 'node', name: 'node-1', id: 'n1' },
      { kind: 'node', name: 'n2', id: 'n2' },
    ]);
    expect(restore.helpUrl).toBeNull();
    expect(restore.resources.map((r) => r.kind)).toEqual([
      'slmPolicy',
      'featureState',
      'repository',
    ]);
    expect(details.indicators[0].details).toMatchObject({ unassigned_primaries: 1 });
  });

  it('puts an indicator details into the overview', () => {
    const merged = withDetails(overview, readHealthReport(SHARDS_DETAILS)!);
    expect(merged.indicators[0].diagnoses).toHaveLength(2);
    expect(merged.indicators[1]).toBe(overview.indicators[1]);
  });

  it('reads an odd status as unknown and an answer without indicators as none', () => {
    const odd = readHealthReport({ indicators: { x: { status: 'purple' }, y: 3 } })!;
    expect(odd.indicators).toEqual([
      { name: 'x', status: 'unknown', symptom: '', impacts: [], diagnoses: [], details: null },
    ]);
    expect(readHealthReport({ error: 'no handler found' })).toBeNull();
  });
});

describe('healthReportRequest', () => {
  it('asks for the overview without the costly details, and one indicator with them', () => {
    expect(healthReportRequest()).toEqual({
      method: 'GET',
      path: '_health_report',
      params: { verbose: 'false' },
    });
    expect(healthReportRequest('shards_availability', 100)).toEqual({
      method: 'GET',
      path: '_health_report/shards_availability',
      params: { size: '100' },
    });
  });
});
