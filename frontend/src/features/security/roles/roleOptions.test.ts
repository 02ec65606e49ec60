import { describe, expect, it } from 'vitest';
import { parseVersion } from '../../../engine/version';
import {
  actionGroupOptions,
  builtinPrivileges,
  esRoleCapabilities,
  fieldCapsNames,
  flsOptions,
  queryCheck,
  unknownNames,
} from './roleOptions';
import { queriesToCheck } from './roleQueries';

describe('role editor options', () => {
  it('offers the built-in privileges and flags the names the cluster does not list', () => {
    const options = builtinPrivileges({ cluster: ['monitor', 'all'], index: ['read'] });
    expect(options.cluster).toEqual(['all', 'monitor']);
    expect(unknownNames(['all', 'monitr', 'cluster:monitor/*'], options.cluster)).toEqual([
      'monitr',
    ]);
    expect(unknownNames(['anything'], [])).toEqual([]);
  });

  it('splits the action groups and the actions found in them by where they apply', () => {
    const options = actionGroupOptions({
      cluster_monitor: { type: 'cluster', allowed_actions: ['cluster:monitor/*'] },
      read: {
        type: 'index',
        allowed_actions: ['indices:data/read*', 'indices:admin/mappings/fields/get*'],
      },
      crud: { type: 'index', allowed_actions: ['read', 'indices:data/write*'] },
      kibana_all_read: { type: 'kibana', allowed_actions: ['kibana:saved_objects/*/read'] },
    });
    expect(options.cluster).toContain('cluster_monitor');
    expect(options.cluster).toContain('cluster:monitor/*');
    expect(options.index).toEqual([
      'crud',
      'indices:admin/mappings/fields/get*',
      'indices:data/read*',
      'indices:data/write*',
      'kibana:saved_objects/*/read',
      'read',
    ]);
    expect(options.tenant).toEqual(['kibana_all_read']);
  });

  it('reads the fields, and offers each also led by ~', () => {
    const fields = fieldCapsNames({ fields: { title: {}, _id: {}, 'a.b': {} } });
    expect(fields).toEqual(['a.b', 'title']);
    expect(flsOptions(fields)).toEqual(['a.b', 'title', '~a.b', '~title']);
  });

  it('reads the engine explanation of an invalid query', () => {
    expect(queryCheck({ valid: true })).toEqual({ valid: true });
    expect(
      queryCheck({
        valid: false,
        explanations: [{ index: 'a', valid: false, error: '[match] unknown token [START_ARRAY]' }],
      }),
    ).toEqual({ valid: false, explanation: '[match] unknown token [START_ARRAY]' });
  });

  it('knows what each Elasticsearch version takes', () => {
    expect(esRoleCapabilities(parseVersion('8.7.0'))).toEqual({
      builtinPrivileges: true,
      remoteIndices: false,
      description: false,
    });
    expect(esRoleCapabilities(parseVersion('8.15.0')).remoteIndices).toBe(true);
  });

  it('checks the queries of entries that name indices, leaving templates out', () => {
    const body = {
      indices: [
        { names: ['a', 'b*'], query: '{"term": {"x": 1}}' },
        { names: [], query: { match_all: {} } },
        { names: ['c'], query: { template: { source: '{{_user.username}}' } } },
        { names: ['d'] },
      ],
    };
    expect(queriesToCheck(body, false)).toEqual([
      { index: 0, names: ['a', 'b*'], query: { term: { x: 1 } } },
    ]);
    expect(
      queriesToCheck(
        { index_permissions: [{ index_patterns: ['m*'], dls: '{"match_all": {}}' }] },
        true,
      ),
    ).toEqual([{ index: 0, names: ['m*'], query: { match_all: {} } }]);
  });
});
