import { describe, expect, it } from 'vitest';
import { SEARCH, ask } from './opensearchAccess.fixture';
import { isOpensearchClusterAction } from './opensearchAccessClusterActions';

describe('cluster actions on OpenSearch', () => {
  it('tells the cluster actions the plugin checks without an index', () => {
    expect(isOpensearchClusterAction('cluster:monitor/health')).toBe(true);
    expect(isOpensearchClusterAction('indices:data/write/bulk')).toBe(true);
    expect(isOpensearchClusterAction('indices:data/read/msearch/template')).toBe(true);
    expect(isOpensearchClusterAction('indices:admin/template/put')).toBe(true);
    expect(isOpensearchClusterAction('indices:data/write/bulk[s]')).toBe(false);
    expect(isOpensearchClusterAction(SEARCH)).toBe(false);
  });

  it('checks them against cluster permissions, whatever the index', () => {
    const analyst = { name: 'analyst-1', backendRoles: [] };
    const health = ask({
      user: analyst,
      action: 'cluster:monitor/health',
      index: 'nothing-matches',
    });
    expect(health.clusterAction).toBe(true);
    // The demo's own_index role, every user's, allows every cluster action.
    expect(health.grants).toEqual([
      { role: 'logs_writer', via: 'cluster_monitor' },
      { role: 'own_index', via: '*' },
    ]);
    const bulk = ask({
      user: { name: 'bob', backendRoles: ['ops', 'oncall'] },
      action: 'indices:data/write/bulk',
    });
    expect(bulk.grants).toContainEqual({ role: 'oncall_ops', via: 'cluster_composite_ops' });
  });

  it('checks an action without an index as a cluster action', () => {
    const access = ask({
      user: { name: 'x', backendRoles: ['readall'] },
      action: 'indices:data/read/mget',
      index: null,
    });
    expect(access.clusterAction).toBe(true);
    expect(access.grants).toContainEqual({ role: 'readall', via: 'cluster_composite_ops_ro' });
  });
});
