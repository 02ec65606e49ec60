import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import type { Language } from '../../../i18n/languages';
import { testCluster, testConnection } from '../../../test/fixtures';
import { engineError } from '../../../test/clusterErrors';
import { renderScreen } from '../../../test/renderScreen';
import { AccessView } from './AccessView';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };

const ES_ROLES = {
  reader: {
    cluster: ['monitor'],
    indices: [
      { names: ['logs-*'], privileges: ['read'] },
      { names: ['metrics-*'], privileges: ['write'] },
    ],
  },
};

type Answers = Record<string, unknown | ((request: RecordedRequest) => unknown)>;

/** A cluster answering GETs and POSTs by path from `answers`; anything else is a 404. */
function serve(answers: Answers): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (!(path in answers)) return jsonResponse(engineError(404, 'x', 'no'), 404);
    const answer = answers[path];
    return jsonResponse(typeof answer === 'function' ? answer(request) : answer);
  }).calls;
}

const esCluster = (answers: Answers) =>
  serve({
    '/_security/_authenticate': { username: 'elastic', roles: ['reader'] },
    '/_security/user': {
      elastic: { username: 'elastic', roles: ['reader'] },
      jdoe: { username: 'jdoe', roles: ['reader'] },
    },
    '/_security/user/jdoe': { jdoe: { username: 'jdoe', roles: ['reader'] } },
    '/_security/privilege/_builtin': { cluster: ['all', 'monitor'], index: ['read', 'write'] },
    '/_security/role/reader': ES_ROLES,
    ...answers,
  });

async function renderAccess(cluster: Partial<Cluster> = {}, lang: Language = 'en') {
  await renderScreen(
    <AccessView />,
    { connection: testConnection([testCluster(cluster)], 0), language: { lang } },
    '/cluster/0/security?view=access',
  );
}

/** Fills the question in (the user field starts at the connected user) and checks it. */
async function ask(privilege: string, index: string, user?: string) {
  const userField = await screen.findByRole('textbox', { name: 'User' }, SLOW);
  if (user !== undefined) {
    await userEvent.clear(userField);
    await userEvent.type(userField, user);
  }
  await userEvent.type(screen.getByRole('textbox', { name: 'Privilege or action' }), privilege);
  if (index !== '') await userEvent.type(screen.getByRole('textbox', { name: 'Index' }), index);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('why cannot this user do that, on Elasticsearch', { timeout: 60_000 }, () => {
  it('asks the engine for the connected user and names the granting role', async () => {
    const calls = esCluster({
      '/_security/user/_has_privileges': {
        username: 'elastic',
        index: { 'logs-1': { read: true } },
      },
    });
    await renderAccess();
    await ask('read', 'logs-1');
    expect(
      await screen.findByText('Yes: elastic may read on logs-1', undefined, SLOW),
    ).toBeInTheDocument();
    expect(section('Granted by').getByText('reader: read on logs-*')).toBeInTheDocument();
    expect(screen.getByText('The engine answered (_has_privileges).')).toBeInTheDocument();
    const asked = calls.find((call) => call.url.endsWith('/_has_privileges'));
    expect(asked?.body).toBe('{"index":[{"names":["logs-1"],"privileges":["read"]}]}');
    expect(asked?.headers).not.toHaveProperty('es-security-runas-user');
  });

  it('asks as another user through run-as, and notes roles the engine overrules', async () => {
    const calls = esCluster({
      '/_security/user/_privileges': { cluster: [], run_as: ['j*'] },
      '/_security/user/_has_privileges': (request: RecordedRequest) => ({
        username: request.headers['es-security-runas-user'],
        index: { 'logs-1': { read: false } },
      }),
    });
    await renderAccess();
    await ask('read', 'logs-1', 'jdoe');
    expect(
      await screen.findByText('No: jdoe may not read on logs-1', undefined, SLOW),
    ).toBeInTheDocument();
    const overruled = section('Roles that seem to grant it');
    expect(overruled.getByText('reader: read on logs-*')).toBeInTheDocument();
    expect(
      overruled.getByText(/may answer no for a privilege that a broader one implies/),
    ).toBeInTheDocument();
    const asked = calls.find((call) => call.url.endsWith('/_has_privileges'));
    expect(asked?.headers['es-security-runas-user']).toBe('jdoe');
  });

  it('works the answer out from the roles without run-as, naming the closest roles', async () => {
    const calls = esCluster({ '/_security/user/_privileges': { cluster: [], run_as: [] } });
    await renderAccess();
    await ask('read', 'metrics-1', 'jdoe');
    expect(
      await screen.findByText('No: jdoe may not read on metrics-1', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/The connected user may not run as jdoe/)).toBeInTheDocument();
    expect(
      screen.getByText(/Worked out from the roles, not asked of the engine/),
    ).toBeInTheDocument();
    expect(
      section('Closest roles, which lack it').getByText('reader reaches metrics-* with write only'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/_has_privileges'))).toBe(false);
  });

  it('offers the engine’s cluster privilege names and answers in the chosen language', async () => {
    esCluster({
      '/_security/user/_has_privileges': { username: 'elastic', cluster: { monitor: true } },
    });
    await renderAccess({}, 'fr');
    await userEvent.click(
      await screen.findByRole('textbox', { name: 'Privilège ou action' }, SLOW),
    );
    expect(await screen.findByRole('option', { name: 'monitor' }, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'monitor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(
      await screen.findByText('Oui : elastic détient monitor sur le cluster', undefined, SLOW),
    ).toBeInTheDocument();
  });
});

const OS_GROUPS = {
  read: { reserved: true, allowed_actions: ['indices:data/read*'] },
  write: { reserved: true, allowed_actions: ['indices:data/write*'] },
};

const OS_ROLES = {
  readall: { index_permissions: [{ index_patterns: ['*'], allowed_actions: ['read'] }] },
  hr: {
    index_permissions: [
      { index_patterns: ['hr-*'], allowed_actions: ['read'], dls: '{"term":{"public":true}}' },
    ],
  },
  office: { index_permissions: [{ index_patterns: ['*'], allowed_actions: ['write'] }] },
};

const osCluster = () =>
  serve({
    '/_plugins/_security/authinfo': { user_name: 'me', roles: [], backend_roles: ['readall'] },
    '/_plugins/_security/api/internalusers': { jdoe: { hash: '', backend_roles: [] } },
    '/_plugins/_security/api/internalusers/jdoe': {
      jdoe: { hash: '', backend_roles: [], opendistro_security_roles: ['hr'] },
    },
    '/_plugins/_security/api/roles': OS_ROLES,
    '/_plugins/_security/api/rolesmapping': {
      readall: { backend_roles: ['readall'], users: [], hosts: [] },
      office: { backend_roles: [], users: [], hosts: ['10.0.*'] },
    },
    '/_plugins/_security/api/actiongroups': OS_GROUPS,
  });

const OPENSEARCH = { distribution: 'opensearch', version: '2.17.0' } as const;

describe('why cannot this user do that, on OpenSearch', { timeout: 60_000 }, () => {
  it('works out that the connected user may search, through a backend role', async () => {
    osCluster();
    await renderAccess(OPENSEARCH);
    await ask('indices:data/read/search', 'movies');
    expect(
      await screen.findByText('Yes: me may indices:data/read/search on movies', undefined, SLOW),
    ).toBeInTheDocument();
    expect(section('Granted by').getByText('readall: read on *')).toBeInTheDocument();
    expect(screen.getByText(/the plugin has no API that answers this/)).toBeInTheDocument();
  });

  it('names the closest role of another user, and what the answer does not cover', async () => {
    osCluster();
    await renderAccess(OPENSEARCH);
    await ask('indices:data/write/index', 'hr-1', 'jdoe');
    expect(
      await screen.findByText('No: jdoe may not indices:data/write/index on hr-1', undefined, SLOW),
    ).toBeInTheDocument();
    expect(
      section('Closest roles, which lack it').getByText('hr reaches hr-* with read only'),
    ).toBeInTheDocument();
    expect(
      section('Not covered by this answer').getByText(/A role mapped by host could grant it/),
    ).toBeInTheDocument();
  });

  it('grants a searched action group, with its document limits', async () => {
    osCluster();
    await renderAccess(OPENSEARCH);
    await ask('read', 'hr-1', 'jdoe');
    expect(
      await screen.findByText('Yes: jdoe may read on hr-1', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/read is an action group/)).toBeInTheDocument();
    expect(
      section('Not covered by this answer').getByText(/Document-level security limits/),
    ).toBeInTheDocument();
  });
});
