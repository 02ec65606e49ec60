import { describe, expect, it } from 'vitest';
import { evaluateOpensearchAccess } from '../../../engine/opensearchAccess';
import {
  elasticsearchPrivilegeNames,
  opensearchActionNames,
  opensearchQuestion,
} from './accessNames';

const GROUPS = {
  read: { allowed_actions: ['indices:data/read*', 'indices:admin/resolve/index'] },
  crud: { allowed_actions: ['read', 'write'] },
  write: { allowed_actions: ['indices:data/write*'] },
};

const ROLES = {
  reader: {
    cluster_permissions: ['cluster_monitor'],
    index_permissions: [
      { index_patterns: ['logs-*'], allowed_actions: ['crud', 'indices:monitor/stats'] },
    ],
  },
  broken: { index_permissions: 'x' },
};

describe('the names a question is asked with', () => {
  it("offers Elasticsearch's cluster privileges without an index, its index ones with one", () => {
    const builtin = { cluster: ['all', 'monitor'], index: ['read', 'write'] };
    expect(elasticsearchPrivilegeNames(builtin, '')).toEqual(['all', 'monitor']);
    expect(elasticsearchPrivilegeNames(builtin, ' logs ')).toEqual(['read', 'write']);
  });

  it('offers the action groups, their members and the actions roles allow, once each', () => {
    expect(opensearchActionNames(GROUPS, ROLES)).toEqual([
      'cluster_monitor',
      'crud',
      'indices:admin/resolve/index',
      'indices:data/read*',
      'indices:data/write*',
      'indices:monitor/stats',
      'read',
      'write',
    ]);
    expect(opensearchActionNames(null, 'x')).toEqual([]);
  });
});

describe('asking OpenSearch about an action group', () => {
  const ask = (asked: string, roles: unknown) => {
    const question = opensearchQuestion(asked, GROUPS);
    return evaluateOpensearchAccess({
      user: { name: 'jdoe', backendRoles: [], roles: ['reader'] },
      mappings: {},
      roles,
      actionGroups: question.actionGroups,
      action: question.action,
      index: 'logs-1',
    });
  };

  it('leaves an action as it is', () => {
    expect(opensearchQuestion('indices:data/read/search', GROUPS)).toEqual({
      action: 'indices:data/read/search',
      actionGroups: GROUPS,
      group: false,
    });
  });

  it('grants a group to roles naming it, inside another group too', () => {
    expect(opensearchQuestion('read', GROUPS).group).toBe(true);
    expect(ask('read', ROLES).grants).toEqual([
      { role: 'reader', indexPattern: 'logs-*', via: 'crud' },
    ]);
    const other = {
      reader: { index_permissions: [{ index_patterns: ['*'], allowed_actions: ['write'] }] },
    };
    expect(ask('read', other).allowed).toBe(false);
  });
});
