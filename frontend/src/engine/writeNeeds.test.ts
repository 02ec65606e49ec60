import { describe, expect, it } from 'vitest';
// Elasticsearch's specification of the privilege names (../shared beside the project).
import privilegesSpec from '../../../../shared/api-specs/elasticsearch/specification/security/_types/Privileges.ts?raw';
import type { PrivilegeNeed } from './privileges';
import { importNeeds, indexNeed, INDEX_NEEDS, WRITE_NEEDS } from './writeNeeds';

/** The names of an enum of Elasticsearch's specification, as the engine spells them. */
function specEnum(name: string): Set<string> {
  const body = privilegesSpec.split(`export enum ${name} {`)[1]?.split('\n}')[0] ?? '';
  return new Set([...body.matchAll(/^\s+(\w+)\s*(?:=|,|$)/gm)].map((match) => match[1]));
}

const ACTION = /^(cluster|indices|restapi):[a-z_]+(\/[a-z_]+)*$/;

describe('what the writes need', () => {
  it("names Elasticsearch's own cluster privileges and OpenSearch actions", () => {
    const cluster = specEnum('ClusterPrivilege');
    expect(cluster.size).toBeGreaterThan(20);
    for (const [write, need] of Object.entries(WRITE_NEEDS) as [string, PrivilegeNeed][]) {
      expect('cluster' in need, write).toBe(true);
      if ('cluster' in need) expect(cluster, write).toContain(need.cluster);
      if ('action' in need) expect(need.action, write).toMatch(ACTION);
    }
  });

  it("names Elasticsearch's own index privileges and OpenSearch actions", () => {
    const index = specEnum('IndexPrivilege');
    expect(index.size).toBeGreaterThan(10);
    for (const [write, need] of Object.entries(INDEX_NEEDS)) {
      expect(index, write).toContain(need.privilege);
      expect(need.action, write).toMatch(ACTION);
    }
  });

  it('judges a write to an index only once the index is named', () => {
    expect(indexNeed('create', ' logs-1 ')).toEqual({
      index: 'logs-1',
      privilege: 'create_index',
      action: 'indices:admin/create',
    });
    expect(indexNeed('create', '  ')).toBeNull();
    expect(indexNeed('info', 'logs-1')).toBeNull();
  });

  it('asks an import for writing documents, creates only into a data stream, and creating a new index', () => {
    const write = { index: 'logs', privilege: 'index', action: 'indices:data/write/index' };
    expect(importNeeds('logs', { dataStream: false, newIndex: false })).toEqual([write]);
    expect(importNeeds('logs', { dataStream: true, newIndex: false })).toEqual([
      { ...write, privilege: 'create_doc' },
    ]);
    expect(importNeeds('logs', { dataStream: false, newIndex: true })).toEqual([
      { index: 'logs', privilege: 'create_index', action: 'indices:admin/create' },
      write,
    ]);
    expect(importNeeds(' ', { dataStream: false, newIndex: true })).toEqual([]);
  });
});
