import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/testFetch';
import { engineError } from '../../test/clusterErrors';
import {
  asElastic,
  ES_ROLES,
  ES_USERS,
  renderSecurity,
  rowOf,
  said,
  serve,
  SLOW,
} from './testSecurity';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('security screen', { timeout: 60_000 }, () => {
  it('says security is not enabled and asks nothing more', async () => {
    const calls = serve(
      () =>
        jsonResponse(
          engineError(
            500,
            'exception',
            'Security must be explicitly enabled when using a [basic] license.',
          ),
          500,
        ),
      {},
    );
    await renderSecurity();
    expect(
      await screen.findByText(/Security is not enabled on this cluster/, undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/Security must be explicitly enabled/)).toBeInTheDocument();
    expect(said(calls)).toEqual(['GET /_security/_authenticate']);
  });

  it('says the cluster has no security API when the path is not served', async () => {
    const calls = serve(
      () =>
        jsonResponse(
          { error: 'no handler found for uri [/_plugins/_security/authinfo] and method [GET]' },
          400,
        ),
      {},
    );
    await renderSecurity({ distribution: 'opensearch', version: '2.17.0' });
    expect(
      await screen.findByText(/does not serve the OpenSearch security plugin/, undefined, SLOW),
    ).toBeInTheDocument();
    expect(said(calls)).toEqual(['GET /_plugins/_security/authinfo']);
  });

  it('lists Elasticsearch users with their marks, and deletes one once its name is typed', async () => {
    const calls = serve(asElastic, { '/_security/user': ES_USERS });
    await renderSecurity({ version: '8.13.0' });
    const jack = await rowOf('jacknich');
    expect(jack.getByText('Jack Nicholson')).toBeInTheDocument();
    expect(jack.getByText('admin, other_role1')).toBeInTheDocument();
    const elastic = await rowOf('elastic');
    expect(elastic.getByText('you')).toBeInTheDocument();
    expect(elastic.getByText('reserved')).toBeInTheDocument();
    // A reserved user offers no delete and no disable.
    expect(elastic.queryByRole('button', { name: 'Delete elastic' })).toBeNull();
    expect(elastic.queryByRole('button', { name: 'Disable elastic' })).toBeNull();
    expect((await rowOf('ops')).getByText('disabled')).toBeInTheDocument();
    expect((await rowOf('ops')).getByRole('button', { name: 'Enable ops' })).toBeInTheDocument();

    await userEvent.click(jack.getByRole('button', { name: 'Delete jacknich' }));
    const question = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(within(question).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.type(
      within(question).getByRole('textbox', { name: 'Type jacknich to confirm' }),
      'jacknich',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(said(calls)).toContain('DELETE /_security/user/jacknich'));
  });

  it('filters the users on any listed column', async () => {
    serve(asElastic, { '/_security/user': ES_USERS });
    await renderSecurity({ version: '8.13.0' });
    await rowOf('jacknich');
    await userEvent.type(screen.getByRole('textbox', { name: /Filter/ }), 'other_role1');
    await waitFor(() => expect(screen.queryByText('ops')).toBeNull());
    expect(screen.getByText('jacknich')).toBeInTheDocument();
  });

  it('lists the roles in their view, reserved and field-restricted roles marked', async () => {
    serve(asElastic, { '/_security/role': ES_ROLES });
    await renderSecurity({ version: '8.14.0' }, '?view=roles');
    const admin = await rowOf('my_admin_role');
    expect(admin.getByText('document or field rules')).toBeInTheDocument();
    expect(admin.getByText('index1, index2')).toBeInTheDocument();
    expect(admin.getByRole('button', { name: 'Delete my_admin_role' })).toBeInTheDocument();
    const superuser = await rowOf('superuser');
    expect(superuser.getByText('reserved')).toBeInTheDocument();
    expect(superuser.queryByRole('button', { name: 'Delete superuser' })).toBeNull();
  });

  it('lists OpenSearch internal users, and offers no delete of the connected user', async () => {
    serve(() => jsonResponse({ user_name: 'me', roles: ['all_access'], backend_roles: [] }), {
      '/_plugins/_security/api/internalusers': {
        admin: { hash: '', reserved: true, backend_roles: ['admin'], attributes: {} },
        jdoe: {
          hash: '',
          reserved: false,
          backend_roles: ['ops', 'web'],
          attributes: {},
          description: 'on call',
        },
        me: { hash: '', reserved: false, backend_roles: [], attributes: {} },
      },
    });
    await renderSecurity({ distribution: 'opensearch', version: '2.17.0' });
    const jdoe = await rowOf('jdoe');
    expect(jdoe.getByText('ops, web')).toBeInTheDocument();
    expect(jdoe.getByText('on call')).toBeInTheDocument();
    expect(jdoe.getByRole('button', { name: 'Delete jdoe' })).toBeInTheDocument();
    // OpenSearch users have no enabled state.
    expect(jdoe.queryByRole('button', { name: 'Disable jdoe' })).toBeNull();
    const me = await rowOf('me');
    expect(me.getByText('you')).toBeInTheDocument();
    expect(me.queryByRole('button', { name: 'Delete me' })).toBeNull();
  });

  it('offers no writes on a read-only cluster', async () => {
    serve(asElastic, { '/_security/user': ES_USERS });
    await renderSecurity({ version: '8.13.0', protection: 'read-only' });
    const jack = await rowOf('jacknich');
    expect(jack.queryByRole('button', { name: 'Delete jacknich' })).toBeNull();
    expect(jack.queryByRole('button', { name: 'Disable jacknich' })).toBeNull();
  });
});
