import { describe, expect, it } from 'vitest';
import { backingIndexStream } from './dataStreams';

describe('backingIndexStream', () => {
  const documented = new Set(['my-data-stream', 'my-data-stream-two']);

  it('finds the stream of dated backing index names (Elasticsearch 7.11+)', () => {
    expect(backingIndexStream('.ds-my-data-stream-2099.03.07-000001', documented)).toBe(
      'my-data-stream',
    );
    expect(backingIndexStream('.ds-my-data-stream-two-2099.03.08-000001', documented)).toBe(
      'my-data-stream-two',
    );
  });

  it('finds the stream of names without a date (Elasticsearch 7.9 and 7.10, OpenSearch)', () => {
    expect(backingIndexStream('.ds-my-data-stream-000002', documented)).toBe('my-data-stream');
    expect(backingIndexStream('.ds-my-data-stream-two-000001', documented)).toBe(
      'my-data-stream-two',
    );
  });

  it('finds the stream of failure-store indices', () => {
    expect(backingIndexStream('.fs-my-data-stream-2099.03.08-000003', documented)).toBe(
      'my-data-stream',
    );
  });

  it('reads stream names with dots, dashes and digits, and long generations', () => {
    const streams = new Set([
      'metrics-system.cpu-default',
      'logs-nginx.access',
      'logs-2024.01.01',
      'app-000001',
    ]);
    expect(backingIndexStream('.ds-metrics-system.cpu-default-2024.05.01-000012', streams)).toBe(
      'metrics-system.cpu-default',
    );
    expect(backingIndexStream('.ds-logs-nginx.access-1000000', streams)).toBe('logs-nginx.access');
    expect(backingIndexStream('.ds-logs-2024.01.01-000001', streams)).toBe('logs-2024.01.01');
    expect(backingIndexStream('.ds-app-000001-000002', streams)).toBe('app-000001');
  });

  it('gives null for indices of no stream in the set', () => {
    for (const name of [
      '.ds-other-stream-2099.03.07-000001',
      'my-data-stream-000001',
      '.ds-my-data-stream',
      '.ds-my-data-stream-00001',
      '.ds--000001',
      '.ds-my-data-stream-2099.03.07-000001-restored',
      '',
    ]) {
      expect(backingIndexStream(name, documented)).toBeNull();
    }
    expect(backingIndexStream('.ds-my-data-stream-000001', new Set())).toBeNull();
  });
});
