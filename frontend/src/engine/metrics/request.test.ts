import { describe, expect, it } from 'vitest';
import { METRIC_FIELDS } from './catalogue';
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

  it('fits in a request line the engines accept (4 KB) once encoded', () => {
    const query = new URLSearchParams(request.params).toString();
    expect(request.path.length + query.length).toBeLessThan(3500);
  });
});
