import { describe, expect, it } from 'vitest';
import { METRIC_FIELDS } from './catalogue';
import { nodeStatsAnswer } from './nodeStats.fixture';
import { readNodeStats } from './readSample';
import { nodeStatsRequest } from './request';

describe('nodeStatsRequest', () => {
  const request = nodeStatsRequest();
  const filters = request.params.filter_path.split(',');

  it('asks only for the groups read, and only the indices statistics read', () => {
    expect(request.method).toBe('GET');
    expect(request.path).toBe(
      '_nodes/stats/breaker,fs,http,indices,jvm,os,process,thread_pool/get,indexing,merge,search,segments',
    );
  });

  it('names every catalogue field in the filter, and the node identity', () => {
    for (const metric of METRIC_FIELDS)
      expect(filters, metric.key).toContain(`nodes.*.${metric.path.join('.')}`);
    expect(filters).toEqual(
      expect.arrayContaining(['nodes.*.name', 'nodes.*.roles', 'nodes.*.timestamp']),
    );
    expect(new Set(filters).size).toBe(filters.length);
  });

  it('keeps every field read when the engine applies the filter to a documented answer', () => {
    const full = nodeStatsAnswer({ nodes: 3, step: 2 });
    const filtered = nodeStatsAnswer({ nodes: 3, step: 2, filtered: true });
    expect(Object.keys(filtered)).toEqual(['_nodes', 'nodes']);
    expect(Object.keys(Object.values(filtered.nodes)[0]).sort()).toEqual([
      'breakers',
      'fs',
      'host',
      'http',
      'indices',
      'jvm',
      'name',
      'os',
      'process',
      'roles',
      'thread_pool',
      'timestamp',
    ]);
    expect(readNodeStats(filtered, 1)).toEqual(readNodeStats(full, 1));
    expect(JSON.stringify(filtered).length).toBeLessThan(JSON.stringify(full).length / 2);
  });

  it('fits in a request line the engines accept (4 KB) once encoded', () => {
    const query = new URLSearchParams(request.params).toString();
    expect(request.path.length + query.length).toBeLessThan(3500);
  });
});
