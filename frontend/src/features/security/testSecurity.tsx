// What the security screen's tests share: the engines' answers (shaped as documented), a fake
// fetch serving them, the screen rendered on a test cluster, and its rows.
import { screen, within } from '@testing-library/react';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { engineError } from '../../test/clusterErrors';
import { renderScreen } from '../../test/renderScreen';
import { JACKNICH, MY_ADMIN_ROLE } from '../../test/securityExamples';
import { SecurityScreen } from './SecurityScreen';

export const SLOW = { timeout: 15_000 };

export const ES_USERS = {
  elastic: {
    username: 'elastic',
    roles: ['superuser'],
    metadata: { _reserved: true },
    enabled: true,
  },
  jacknich: JACKNICH,
  ops: { username: 'ops', roles: ['monitor'], metadata: {}, enabled: false },
};

export const ES_ROLES = {
  my_admin_role: MY_ADMIN_ROLE,
  superuser: {
    cluster: ['all'],
    indices: [{ names: ['*'], privileges: ['all'] }],
    metadata: { _reserved: true },
  },
};

/** A cluster answering the security calls from these maps; `identity` is the who-am-I answer. */
export function serve(
  identity: () => Response,
  answers: Record<string, unknown>,
): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/_security/_authenticate' || path === '/_plugins/_security/authinfo')
      return identity();
    if (request.method !== 'GET') return jsonResponse({ found: true });
    return path in answers
      ? jsonResponse(answers[path])
      : jsonResponse(engineError(404, 'x', 'no'), 404);
  }).calls;
}

export const asElastic = () => jsonResponse({ username: 'elastic', roles: ['superuser'] });

export function renderSecurity(cluster: Partial<Cluster> = {}, view = '') {
  return renderScreen(
    <SecurityScreen />,
    { connection: testConnection([testCluster(cluster)], 0) },
    `/cluster/0/security${view}`,
  );
}

export const rowOf = async (name: string) => {
  const row = (await screen.findByText(name, undefined, SLOW)).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

export const said = (calls: RecordedRequest[]) =>
  calls.map((call) => `${call.method} ${new URL(call.url).pathname}`);
