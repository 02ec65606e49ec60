import { describe, expect, it } from 'vitest';
import type { OpensearchMappingRow } from '../../../api/operations/securityMappings';
import { opensearchBody, opensearchForm, roleHolders } from './opensearchDraft';

const ROW: OpensearchMappingRow = {
  role: 'readall',
  users: ['jdoe'],
  backendRoles: ['readall'],
  andBackendRoles: [],
  hosts: [],
  reserved: false,
  hidden: false,
  static: false,
  description: 'Readers',
  source: {
    reserved: false,
    hidden: false,
    users: ['jdoe'],
    backend_roles: ['readall'],
    and_backend_roles: [],
    hosts: [],
    description: 'Readers',
  },
};

const USERS = [
  { name: 'jdoe', backendRoles: [] },
  { name: 'kirk', backendRoles: ['captains'] },
  { name: 'spock', backendRoles: ['readall'] },
];

describe('OpenSearch mapping draft', () => {
  it('sends the listed entry without the plugin marks, the lists replaced', () => {
    const form = { ...opensearchForm(ROW), hosts: ['*.example.com'] };
    expect(opensearchBody(ROW, form)).toEqual({
      users: ['jdoe'],
      backend_roles: ['readall'],
      and_backend_roles: [],
      hosts: ['*.example.com'],
      description: 'Readers',
    });
  });

  it('says which internal users gain and lose the role', () => {
    const form = { ...opensearchForm(ROW), users: [], backendRoles: ['readall', 'captains'] };
    expect(roleHolders([ROW], form, USERS)).toEqual({ gained: ['kirk'], lost: ['jdoe'] });
  });
});
