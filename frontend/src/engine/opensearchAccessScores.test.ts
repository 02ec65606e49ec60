import { describe, expect, it } from 'vitest';
import { MAPPINGS, SEARCH, ask } from './opensearchAccess.fixture';

describe('the roles closest to allowing an action', () => {
  // Without the demo's own_index, which every user has.
  const mappings = { ...MAPPINGS, own_index: { users: [] } };
  const analyst = {
    name: 'analyst-1',
    backendRoles: ['snapshotrestore'],
    roles: ['restricted_reader'],
  };

  it('lists roles reaching the index first, then roles allowing the action elsewhere', () => {
    const access = ask({
      mappings,
      user: analyst,
      action: 'indices:data/write/delete',
      index: 'metrics-cpu',
    });
    expect(access.allowed).toBe(false);
    expect(access.closest).toEqual([
      {
        role: 'manage_snapshots',
        lacks: 'action',
        indexPattern: '*',
        actions: ['indices:data/write/index', 'indices:admin/create'],
      },
      {
        role: 'logs_writer',
        lacks: 'action',
        indexPattern: 'metrics-*',
        actions: ['get', 'indices_monitor'],
      },
      { role: 'logs_writer', lacks: 'index', indexPattern: 'logs-*', actions: ['crud'] },
    ]);
  });

  it('ranks the role holding the nearest action first', () => {
    // get (indices:data/read/get*) comes nearer indices:data/read/search than index creation does.
    const access = ask({ mappings, user: analyst, action: SEARCH, index: 'metrics-cpu' });
    expect(access.closest.map(({ role, lacks }) => [role, lacks])).toEqual([
      ['logs_writer', 'action'],
      ['manage_snapshots', 'action'],
      ['logs_writer', 'index'],
      ['restricted_reader', 'index'],
    ]);
  });

  it('ranks the pattern nearest the index first among roles allowing the action elsewhere', () => {
    const access = ask({ mappings, user: { name: 'analyst-1', backendRoles: [] }, index: 'logs' });
    expect(access.closest).toEqual([
      { role: 'logs_writer', lacks: 'index', indexPattern: 'logs-*', actions: ['crud'] },
    ]);
  });

  it('names roles with cluster permissions that lack a cluster action', () => {
    const access = ask({ mappings, user: analyst, action: 'cluster:admin/settings/update' });
    expect(access.allowed).toBe(false);
    // cluster:admin/snapshot/* comes nearer cluster:admin/settings/update than cluster:monitor/*.
    expect(access.closest).toEqual([
      { role: 'manage_snapshots', lacks: 'action', actions: ['manage_snapshots'] },
      { role: 'logs_writer', lacks: 'action', actions: ['cluster_monitor'] },
    ]);
  });
});
