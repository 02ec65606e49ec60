import { describe, expect, it } from 'vitest';
import type { ClusterErrorInfo } from '../../../api/errors';
import { HEALTH_REPORT_MIN_INTERVAL_MS } from '../../../engine/diagnostics/healthReport';
import { failedInput, firstOf, nextAskAt, resourceFacts, resourcePath } from './healthView';

describe('resourcePath', () => {
  it('opens each resource on the screen that fixes it', () => {
    const at = (kind: Parameters<typeof resourcePath>[1]['kind'], name: string, id = null) =>
      resourcePath(2, { kind, name, id });
    expect(at('index', 'logs 2026+')).toBe('/cluster/2/indices?filter=logs+2026%2B');
    expect(resourcePath(2, { kind: 'node', name: 'node-1', id: 'n1' })).toBe(
      '/cluster/2/nodes?node=n1',
    );
    expect(at('node', 'node-1')).toBe('/cluster/2/nodes');
    expect(at('ilmPolicy', 'hot-warm')).toBe('/cluster/2/lifecycle');
    expect(at('slmPolicy', 'nightly')).toBe('/cluster/2/snapshot_repositories');
    expect(at('repository', 'my backups')).toBe('/cluster/2/snapshot_repositories/my%20backups');
    expect(at('featureState', 'security')).toBeNull();
  });
});

describe('failedInput', () => {
  const refused = { status: 403 } as ClusterErrorInfo;

  it('names the refused answer a rule reads, and nothing for a rule whose answers came', () => {
    expect(failedInput('heapPressure', { nodeStats: refused })).toBe(refused);
    expect(failedInput('unassignedShards', { nodeStats: refused })).toBeNull();
  });
});

describe('resourceFacts', () => {
  it('rounds percentages, writes free bytes in units and names the shard copy', () => {
    expect(resourceFacts({ level: 'high', usedPercent: 91.6, free: 7_000_000_000 })).toEqual([
      { key: 'level', value: 'high' },
      { key: 'usedPercent', value: '92%' },
      { key: 'free', value: '7 GB' },
    ]);
    expect(resourceFacts({ shard: 0, primary: false, reason: null, unknownFigure: 3 })).toEqual([
      { key: 'shard', value: '0' },
      { key: 'replica', value: '' },
    ]);
  });
});

describe('nextAskAt and firstOf', () => {
  it('waits the report interval after an answer', () => {
    expect(nextAskAt(1_000)).toBe(1_000 + HEALTH_REPORT_MIN_INTERVAL_MS);
  });

  it('keeps the first items of a long list and counts the rest', () => {
    expect(firstOf([1, 2, 3], 2)).toEqual({ shown: [1, 2], more: 1 });
    expect(firstOf([1], 2)).toEqual({ shown: [1], more: 0 });
  });
});
