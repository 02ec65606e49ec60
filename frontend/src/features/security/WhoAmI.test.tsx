import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type Responder } from '../../api/testFetch';
import type { Distribution } from '../../engine/version';
import { createAppStore } from '../../app/store';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderWithStore } from '../../test/renderWithStore';
import { WhoAmI } from './WhoAmI';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderOn(distribution: Distribution, version: string, responder: Responder) {
  const { calls } = installFakeFetch(responder);
  const cluster = testCluster({ distribution, version });
  await renderWithStore(<WhoAmI />, createAppStore({ connection: testConnection([cluster], 0) }));
  return calls;
}

const failure = (status: number, type: string, reason: string) =>
  jsonResponse({ error: { root_cause: [{ type, reason }], type, reason }, status }, status);

describe('WhoAmI', () => {
  it('says who the user is on Elasticsearch: name, realm, how, and roles', async () => {
    const calls = await renderOn('elasticsearch', '8.15.0', () =>
      jsonResponse({
        username: '0000000001',
        roles: ['admin', 'monitoring_user'],
        full_name: 'Peter Parker',
        email: 'spider-man@marvel.com',
        authentication_realm: { name: 'cloud-saml-kibana', type: 'saml' },
        authentication_type: 'token',
      }),
    );
    expect(await screen.findByText('0000000001')).toBeInTheDocument();
    expect(screen.getByText(/\(Peter Parker\) · spider-man@marvel\.com/)).toBeInTheDocument();
    expect(
      screen.getByText('Realm: cloud-saml-kibana (saml) · authenticated by token'),
    ).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
    expect(screen.getByText('monitoring_user')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${pathOf(call.url)}`)).toEqual([
      'GET http://localhost:9200/_security/_authenticate',
      'GET http://localhost:9200/_security/user/_privileges',
    ]);
  });

  it('sums up the privileges of the user on Elasticsearch', async () => {
    await renderOn('elasticsearch', '8.15.0', (request) =>
      pathOf(request.url).endsWith('/_privileges')
        ? jsonResponse({
            cluster: ['monitor', 'manage_ilm'],
            global: [],
            indices: [
              { names: ['logs-*', 'metrics'], privileges: ['read', 'view_index_metadata'] },
            ],
            applications: [],
            run_as: ['jacknich'],
          })
        : jsonResponse({ username: 'rdeniro', roles: ['logs_reader'] }),
    );
    expect(await screen.findByText('manage_ilm')).toBeInTheDocument();
    expect(screen.getByText('Cluster privileges')).toBeInTheDocument();
    expect(screen.getByText('monitor')).toBeInTheDocument();
    expect(screen.getByText('logs-*, metrics: read, view_index_metadata')).toBeInTheDocument();
    expect(screen.getByText('Run as')).toBeInTheDocument();
    expect(screen.getByText('jacknich')).toBeInTheDocument();
  });

  it('says who the user is on OpenSearch: roles, backend roles and tenants', async () => {
    const calls = await renderOn('opensearch', '2.17.0', () =>
      jsonResponse({
        user_name: 'jdoe',
        roles: ['readall'],
        backend_roles: ['ops'],
        tenants: { global_tenant: true, analysts: false },
      }),
    );
    expect(await screen.findByText('jdoe')).toBeInTheDocument();
    expect(screen.getByText('readall')).toBeInTheDocument();
    expect(screen.getByText('ops')).toBeInTheDocument();
    expect(screen.getByText('analysts (read only)')).toBeInTheDocument();
    expect(screen.getByText('global_tenant (read and write)')).toBeInTheDocument();
    expect(screen.queryByText(/Realm/)).toBeNull();
    expect(calls.map((call) => pathOf(call.url))).toEqual([
      'http://localhost:9200/_plugins/_security/authinfo',
      'http://localhost:9200/_plugins/_security/authinfo',
      'http://localhost:9200/_plugins/_security/api/roles',
      'http://localhost:9200/_plugins/_security/api/actiongroups',
    ]);
  });

  it('says when security is not enabled, with the engine reason', async () => {
    const reason = 'Security must be explicitly enabled when using a [basic] license.';
    await renderOn('elasticsearch', '8.15.0', () => failure(500, 'exception', reason));
    expect(
      await screen.findByText(/no security API, or security is not enabled/),
    ).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it('says when the cluster has no security plugin', async () => {
    const reason = 'no handler found for uri [/_plugins/_security/authinfo] and method [GET]';
    await renderOn('opensearch', '2.17.0', () => jsonResponse({ error: reason, status: 400 }, 400));
    expect(
      await screen.findByText(/no security API, or security is not enabled/),
    ).toBeInTheDocument();
  });

  it('says when the user may not ask, and shows another failure as the reason', async () => {
    await renderOn('elasticsearch', '8.15.0', () =>
      failure(
        403,
        'security_exception',
        'action [cluster:admin/xpack/security/user/authenticate] is unauthorized',
      ),
    );
    expect(
      await screen.findByText('This user may not ask the cluster who they are.'),
    ).toBeInTheDocument();
  });

  it('shows a server failure that says nothing of security as the reason', async () => {
    await renderOn('elasticsearch', '8.15.0', () => failure(500, 'exception', 'boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('boom');
  });
});
