import { describe, expect, it } from 'vitest';
import { expiryGroup, expiryGroups, readApiKeys, type ApiKeyRow } from './apiKeyExpiry';

// specification/security/get_api_key/examples/response/SecurityGetApiKeyResponseExample2.yaml
// (role descriptor bodies shortened to {}).
const GET_ANSWER = {
  api_keys: [
    {
      id: '0GF5GXsBCXxz2eDxWwFN',
      name: 'hadoop_myuser_key',
      creation: 1548550550158,
      expiration: 1548551550158,
      invalidated: false,
      username: 'myuser',
      realm: 'native1',
      realm_type: 'native',
      metadata: { application: 'myapp' },
      role_descriptors: { 'role-a': {} },
    },
    {
      id: '6wHJmcQpReKBa42EHV5SBw',
      name: 'api-key-name-2',
      creation: 1548550550158,
      invalidated: false,
      username: 'user-y',
      realm: 'realm-2',
      metadata: {},
      role_descriptors: {},
    },
  ],
};

// specification/security/query_api_keys/examples/response/QueryApiKeysResponseExample3.yaml
// (role descriptor bodies shortened to {}).
const QUERY_ANSWER = {
  total: 3,
  count: 3,
  api_keys: [
    {
      id: 'nkvrGXsB8w290t56q3Rg',
      name: 'my-api-key-1',
      creation: 1628227480421,
      expiration: 1629091480421,
      invalidated: false,
      username: 'elastic',
      realm: 'reserved',
      realm_type: 'reserved',
      metadata: { letter: 'a' },
      role_descriptors: { 'role-a': {} },
    },
    {
      id: 'oEvrGXsB8w290t5683TI',
      name: 'my-api-key-2',
      creation: 1628227498953,
      expiration: 1628313898953,
      invalidated: false,
      username: 'elastic',
      realm: 'reserved',
      metadata: { letter: 'b' },
      role_descriptors: {},
    },
  ],
};

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_700_000_000_000;

const key = (overrides: Partial<ApiKeyRow>): ApiKeyRow => ({
  id: 'k',
  name: 'k',
  type: 'rest',
  creation: NOW - DAY,
  expiration: null,
  invalidated: false,
  invalidation: null,
  username: 'u',
  realm: 'native1',
  realmType: null,
  metadata: {},
  roleNames: [],
  ...overrides,
});

describe('readApiKeys', () => {
  it('reads the get answer: times, owner, realm, metadata, the key roles', () => {
    expect(readApiKeys(GET_ANSWER)).toEqual([
      {
        id: '0GF5GXsBCXxz2eDxWwFN',
        name: 'hadoop_myuser_key',
        type: 'rest',
        creation: 1548550550158,
        expiration: 1548551550158,
        invalidated: false,
        invalidation: null,
        username: 'myuser',
        realm: 'native1',
        realmType: 'native',
        metadata: { application: 'myapp' },
        roleNames: ['role-a'],
      },
      {
        id: '6wHJmcQpReKBa42EHV5SBw',
        name: 'api-key-name-2',
        type: 'rest',
        creation: 1548550550158,
        expiration: null,
        invalidated: false,
        invalidation: null,
        username: 'user-y',
        realm: 'realm-2',
        realmType: null,
        metadata: {},
        roleNames: [],
      },
    ]);
  });

  it('reads the query answer the same way, and the type and invalidation time when sent', () => {
    expect(readApiKeys(QUERY_ANSWER).map((row) => [row.id, row.expiration])).toEqual([
      ['nkvrGXsB8w290t56q3Rg', 1629091480421],
      ['oEvrGXsB8w290t5683TI', 1628313898953],
    ]);
    const [row] = readApiKeys({
      api_keys: [{ id: 'x', type: 'cross_cluster', invalidated: true, invalidation: 5 }],
    });
    expect(row).toMatchObject({ type: 'cross_cluster', invalidated: true, invalidation: 5 });
  });

  it('skips entries without an id and leaves fields of the wrong type empty', () => {
    expect(readApiKeys(null)).toEqual([]);
    expect(readApiKeys({ api_keys: 'none' })).toEqual([]);
    const rows = readApiKeys({
      api_keys: [
        null,
        { name: 'no id' },
        { id: '' },
        {
          id: 'x',
          name: 7,
          creation: '1548550550158',
          expiration: 'never',
          invalidated: 'yes',
          metadata: [],
        },
      ],
    });
    expect(rows).toEqual([
      key({
        id: 'x',
        name: null,
        creation: null,
        expiration: null,
        username: null,
        realm: null,
      }),
    ]);
  });
});

describe('expiryGroups', () => {
  it('puts each key of the examples in its group at a given time', () => {
    const rows = readApiKeys(QUERY_ANSWER);
    // One day before key 2 expires: key 2 within 7 days, key 1 (10 days on) within 30.
    const groups = expiryGroups(rows, 1628313898953 - DAY);
    expect(groups.within7Days.members.map((row) => row.id)).toEqual(['oEvrGXsB8w290t5683TI']);
    expect(groups.within30Days.members.map((row) => row.id)).toEqual(['nkvrGXsB8w290t56q3Rg']);
    expect(expiryGroups(readApiKeys(GET_ANSWER), NOW)).toMatchObject({
      expired: { count: 1 },
      never: { count: 1 },
    });
  });

  it('draws the boundaries exactly: expired at the instant, 7 and 30 days inclusive', () => {
    const at = (expiration: number) => expiryGroup(key({ expiration }), NOW);
    expect(at(NOW - 1)).toBe('expired');
    expect(at(NOW)).toBe('expired');
    expect(at(NOW + 1)).toBe('within7Days');
    expect(at(NOW + 7 * DAY)).toBe('within7Days');
    expect(at(NOW + 7 * DAY + 1)).toBe('within30Days');
    expect(at(NOW + 30 * DAY)).toBe('within30Days');
    expect(at(NOW + 30 * DAY + 1)).toBe('later');
    expect(expiryGroup(key({ expiration: null }), NOW)).toBe('never');
  });

  it('counts an invalidated key as invalidated, whatever its expiration', () => {
    expect(expiryGroup(key({ invalidated: true, expiration: NOW - DAY }), NOW)).toBe('invalidated');
    expect(expiryGroup(key({ invalidated: true, expiration: null }), NOW)).toBe('invalidated');
    expect(expiryGroup(key({ invalidated: true, expiration: NOW + DAY }), NOW)).toBe('invalidated');
  });

  it('gives every group, empty ones too, with members in the order of the answer', () => {
    expect(expiryGroups([], NOW)).toEqual({
      invalidated: { count: 0, members: [] },
      expired: { count: 0, members: [] },
      within7Days: { count: 0, members: [] },
      within30Days: { count: 0, members: [] },
      later: { count: 0, members: [] },
      never: { count: 0, members: [] },
    });
    const rows = [
      key({ id: 'b', expiration: NOW + 2 * DAY }),
      key({ id: 'a', expiration: NOW + DAY }),
    ];
    expect(expiryGroups(rows, NOW).within7Days.members.map((row) => row.id)).toEqual(['b', 'a']);
  });

  it('reads and groups 100,000 keys in one pass each', () => {
    const api_keys = Array.from({ length: 100_000 }, (_, at) => ({
      id: `key-${at}`,
      name: `key-${at}`,
      creation: NOW - DAY,
      // Six kinds in turn: invalidated, expired, 7 days, 30 days, later, never.
      ...(at % 6 === 5 ? {} : { expiration: NOW + [0, -DAY, DAY, 20 * DAY, 90 * DAY][at % 6] }),
      invalidated: at % 6 === 0,
      username: 'u',
      realm: 'native1',
      metadata: {},
    }));
    const started = performance.now();
    const groups = expiryGroups(readApiKeys({ api_keys }), NOW);
    const elapsed = performance.now() - started;
    expect(Object.values(groups).map((group) => group.count)).toEqual([
      16_667, 16_667, 16_667, 16_667, 16_666, 16_666,
    ]);
    // Linear work takes some tens of milliseconds; anything quadratic would take minutes.
    expect(elapsed).toBeLessThan(5_000);
  });
});
