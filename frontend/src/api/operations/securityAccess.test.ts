import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineProfile } from '../../engine/profile';
import type { Distribution } from '../../engine/version';
import { installFakeFetch, jsonResponse, type RecordedRequest, TEST_TARGET } from '../testFetch';
import {
  getBuiltinPrivileges,
  getElasticsearchAccess,
  getOpensearchUser,
  hasPrivilegesBody,
} from './securityAccess';

afterEach(() => {
  vi.unstubAllGlobals();
});

const on = (distribution: Distribution, version: string) => ({
  ...TEST_TARGET,
  engine: engineProfile(distribution, version),
});
const ES = on('elasticsearch', '8.15.0');

const asked = (calls: RecordedRequest[]) =>
  calls.map((call) =>
    [
      call.method,
      decodeURIComponent(new URL(call.url).pathname),
      call.body ?? '',
      call.headers['es-security-runas-user'] ?? '',
    ]
      .join(' ')
      .trim(),
  );

const ROLE = { reader: { cluster: [], indices: [{ names: ['logs-*'], privileges: ['read'] }] } };

/** A cluster where the connected user may run as `runAs`, and jdoe holds `reader`. */
function cluster(runAs: string[], answerAs = (header: string | undefined) => header ?? 'me') {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/_security/user/_privileges') return jsonResponse({ cluster: [], run_as: runAs });
    if (path === '/_security/user/jdoe') return jsonResponse({ jdoe: { roles: ['reader'] } });
    if (path === '/_security/role/reader') return jsonResponse(ROLE);
    if (path === '/_security/user/_has_privileges') {
      const username = answerAs(request.headers['es-security-runas-user']);
      return jsonResponse({ username, index: { 'logs-1': { read: true } } });
    }
    return jsonResponse({}, 404);
  }).calls;
}

const QUESTION = { user: 'jdoe', privilege: 'read', index: 'logs-1' };

describe('asking Elasticsearch about a privilege', () => {
  it('asks about one cluster or index privilege', () => {
    expect(hasPrivilegesBody({ ...QUESTION, index: '' })).toEqual({ cluster: ['read'] });
    expect(hasPrivilegesBody(QUESTION)).toEqual({
      index: [{ names: ['logs-1'], privileges: ['read'] }],
    });
  });

  it('asks for the connected user directly, then reads their roles', async () => {
    const calls = cluster([]);
    const facts = await getElasticsearchAccess(ES, {
      ...QUESTION,
      user: 'me',
      connectedRoles: ['reader', 'ops/team'],
    });
    expect(facts.notAsked).toBeNull();
    expect(facts.userRoles).toEqual(['reader', 'ops/team']);
    expect(asked(calls)).toEqual([
      'POST /_security/user/_has_privileges {"index":[{"names":["logs-1"],"privileges":["read"]}]}',
      'GET /_security/role/reader,ops/team',
    ]);
    expect(new URL(calls[1].url).pathname).toBe('/_security/role/reader,ops%2Fteam');
  });

  it('asks as another user with the run-as header when run_as allows it', async () => {
    const calls = cluster(['other', 'j*']);
    const facts = await getElasticsearchAccess(ES, { ...QUESTION, connectedRoles: null });
    expect(facts).toMatchObject({ notAsked: null, userRoles: ['reader'], roles: ROLE });
    expect(facts.hasPrivileges).toMatchObject({ username: 'jdoe' });
    expect(asked(calls)).toEqual([
      'GET /_security/user/jdoe',
      'GET /_security/user/_privileges',
      'POST /_security/user/_has_privileges {"index":[{"names":["logs-1"],"privileges":["read"]}]} jdoe',
      'GET /_security/role/reader',
    ]);
  });

  it('works from the roles alone without run_as, and says why', async () => {
    const calls = cluster(['other']);
    const facts = await getElasticsearchAccess(ES, { ...QUESTION, connectedRoles: null });
    expect(facts).toEqual({
      hasPrivileges: null,
      roles: ROLE,
      userRoles: ['reader'],
      notAsked: 'noRunAs',
    });
    expect(asked(calls)).not.toContainEqual(expect.stringContaining('_has_privileges'));
  });

  it('takes no answer about someone else: the header did not reach the engine', async () => {
    cluster(['*'], () => 'me');
    const facts = await getElasticsearchAccess(ES, { ...QUESTION, connectedRoles: null });
    expect(facts.notAsked).toBe('runAsIgnored');
    expect(facts.hasPrivileges).toBeNull();
  });

  it('falls back on the roles when the run-as call fails, and knows no roles of an unknown user', async () => {
    installFakeFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/_security/user/_privileges') return jsonResponse({ run_as: ['*'] });
      if (path === '/_security/user/_has_privileges') return jsonResponse({ error: 'no' }, 403);
      return jsonResponse({}, 404);
    });
    const facts = await getElasticsearchAccess(ES, { ...QUESTION, connectedRoles: null });
    expect(facts).toEqual({
      hasPrivileges: null,
      roles: {},
      userRoles: [],
      notAsked: 'runAsFailed',
    });
  });

  it('reads the built-in privilege names from 7.3 on', async () => {
    const { calls } = installFakeFetch(() =>
      jsonResponse({ cluster: ['all', 'monitor'], index: ['read', 3], remote_cluster: [] }),
    );
    expect(await getBuiltinPrivileges(on('elasticsearch', '7.2.0'))).toEqual({
      cluster: [],
      index: [],
    });
    expect(await getBuiltinPrivileges(on('opensearch', '2.17.0'))).toEqual({
      cluster: [],
      index: [],
    });
    expect(await getBuiltinPrivileges(ES)).toEqual({
      cluster: ['all', 'monitor'],
      index: ['read'],
    });
    expect(asked(calls)).toEqual(['GET /_security/privilege/_builtin']);
  });
});

describe('reading an OpenSearch user', () => {
  it('reads backend roles and roles given directly', async () => {
    const { calls } = installFakeFetch(() =>
      jsonResponse({
        'ops team': {
          hash: '',
          backend_roles: ['ops'],
          opendistro_security_roles: ['readall'],
          attributes: {},
        },
      }),
    );
    expect(await getOpensearchUser(on('opensearch', '2.17.0'), 'ops team')).toEqual({
      name: 'ops team',
      backendRoles: ['ops'],
      roles: ['readall'],
    });
    expect(new URL(calls[0].url).pathname).toBe('/_plugins/_security/api/internalusers/ops%20team');
  });
});
