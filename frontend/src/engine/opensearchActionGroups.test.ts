import { describe, expect, it } from 'vitest';
import {
  expandActionGroups,
  membersByGroup,
  readActionGroups,
  type ActionGroupMembers,
} from './opensearchActionGroups';

const DEMO = {
  read: {
    reserved: true,
    static: true,
    hidden: false,
    allowed_actions: ['indices:data/read*', 'indices:admin/resolve/index'],
    type: 'index',
    description: 'Allow all read operations',
  },
  write: { allowed_actions: ['indices:data/write*'], type: 'index' },
  crud: { allowed_actions: ['read', 'write'], type: 'index' },
  broken: 'not an object',
  odd: { allowed_actions: 'indices:*', type: 7 },
};

const groups = (entries: Record<string, string[]>): ActionGroupMembers =>
  new Map(Object.entries(entries));

describe('readActionGroups', () => {
  it('reads each group with its marks, sorted by name, and skips what is not an object', () => {
    const read = readActionGroups(DEMO);
    expect(read.map((group) => group.name)).toEqual(['crud', 'odd', 'read', 'write']);
    expect(read[2]).toEqual({
      name: 'read',
      type: 'index',
      description: 'Allow all read operations',
      allowedActions: ['indices:data/read*', 'indices:admin/resolve/index'],
      reserved: true,
      static: true,
      hidden: false,
    });
    expect(read[1]).toMatchObject({ type: '', allowedActions: [], reserved: false });
    expect(readActionGroups(null)).toEqual([]);
  });
});

describe('expandActionGroups', () => {
  it('opens nested groups down to the action patterns', () => {
    const expansion = expandActionGroups(membersByGroup(readActionGroups(DEMO)), 'crud');
    expect(expansion.actions).toEqual([
      'indices:admin/resolve/index',
      'indices:data/read*',
      'indices:data/write*',
    ]);
    expect(expansion.groups).toEqual(['read', 'write']);
    expect(expansion.cycles).toEqual([]);
    expect(expansion.members[0]).toEqual({
      kind: 'group',
      name: 'read',
      members: [
        { kind: 'action', name: 'indices:data/read*' },
        { kind: 'action', name: 'indices:admin/resolve/index' },
      ],
    });
  });

  it('follows several levels, and opens a group reached twice only once', () => {
    const expansion = expandActionGroups(
      groups({
        top: ['middle', 'other', 'cluster:monitor/health'],
        middle: ['leaf'],
        other: ['leaf', 'indices:monitor/*'],
        leaf: ['indices:data/read/get'],
      }),
      'top',
    );
    expect(expansion.actions).toEqual([
      'cluster:monitor/health',
      'indices:data/read/get',
      'indices:monitor/*',
    ]);
    expect(expansion.groups).toEqual(['middle', 'leaf', 'other']);
    expect(expansion.members[1]).toEqual({
      kind: 'group',
      name: 'other',
      members: [
        { kind: 'repeated', name: 'leaf' },
        { kind: 'action', name: 'indices:monitor/*' },
      ],
    });
  });

  it('ends on a cycle and reports the loop', () => {
    const expansion = expandActionGroups(
      groups({
        a: ['b', 'indices:data/read/search'],
        b: ['c'],
        c: ['a', 'b', 'indices:data/write/index'],
      }),
      'a',
    );
    expect(expansion.actions).toEqual(['indices:data/read/search', 'indices:data/write/index']);
    expect(expansion.cycles).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c'],
    ]);
    expect(expansion.groups).toEqual(['b', 'c']);
  });

  it('reports a group naming itself, and expands an unknown group to nothing', () => {
    const own = expandActionGroups(groups({ self: ['self', 'cluster:monitor/*'] }), 'self');
    expect(own.actions).toEqual(['cluster:monitor/*']);
    expect(own.cycles).toEqual([['self']]);
    expect(expandActionGroups(groups({}), 'missing').actions).toEqual([]);
  });
});
