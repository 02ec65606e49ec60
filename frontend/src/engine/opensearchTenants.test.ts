import { describe, expect, it } from 'vitest';
import { readTenants } from './opensearchTenants';

describe('readTenants', () => {
  it('reads the tenants with their marks, sorted by name', () => {
    expect(
      readTenants({
        global_tenant: { reserved: true, hidden: false, description: 'Global tenant' },
        admin_tenant: { reserved: false, description: 'Demo tenant for admin user' },
        team: { static: true, description: 42 },
        junk: [],
      }),
    ).toEqual([
      {
        name: 'admin_tenant',
        description: 'Demo tenant for admin user',
        reserved: false,
        static: false,
        hidden: false,
      },
      {
        name: 'global_tenant',
        description: 'Global tenant',
        reserved: true,
        static: false,
        hidden: false,
      },
      { name: 'team', description: '', reserved: false, static: true, hidden: false },
    ]);
    expect(readTenants('nope')).toEqual([]);
  });
});
