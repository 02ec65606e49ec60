import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Layout stand-ins the code editor needs in the test DOM.
import '../../../components/testUtils';
import { jsonResponse } from '../../../api/testFetch';
import { asElastic, ES_ROLES, ES_USERS, renderSecurity, rowOf, serve, SLOW } from '../testSecurity';

afterEach(() => {
  vi.unstubAllGlobals();
});

const writes = (calls: { method: string; url: string; body: string | null }[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => [
      `${call.method} ${new URL(call.url).pathname}`,
      JSON.parse(call.body ?? 'null'),
    ]);

describe('user editor', { timeout: 60_000 }, () => {
  it('creates an Elasticsearch user once the password is typed twice', async () => {
    const calls = serve(asElastic, { '/_security/user': ES_USERS, '/_security/role': ES_ROLES });
    await renderSecurity({ version: '8.13.0' });
    await rowOf('jacknich');
    await userEvent.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' }, SLOW);
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /User name/ }), 'jane');
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Password\s*\*?$/), 'secret1');
    await userEvent.type(within(dialog).getByLabelText('Password again'), 'secret2');
    expect(within(dialog).getByText('The two passwords differ.')).toBeInTheDocument();
    expect(create).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Password again'));
    await userEvent.type(within(dialog).getByLabelText('Password again'), 'secret1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Jane Doe');
    // The request shown (its password masked: userDraft.test.ts).
    expect(dialog.textContent).toContain('PUT _security/user/jane');
    await userEvent.click(create);
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        [
          'PUT /_security/user/jane',
          {
            password: 'secret1',
            roles: [],
            full_name: 'Jane Doe',
            email: '',
            metadata: {},
            enabled: true,
          },
        ],
      ]),
    );
  });

  it('refuses a name that exists and sends nothing', async () => {
    const calls = serve(asElastic, { '/_security/user': ES_USERS });
    await renderSecurity({ version: '8.13.0' });
    await rowOf('jacknich');
    await userEvent.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' }, SLOW);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /User name/ }), 'ops');
    expect(
      within(dialog).getByText('A user named ops exists: edit it instead.'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('patches only what changed of an OpenSearch user', async () => {
    const calls = serve(() => jsonResponse({ user_name: 'admin', roles: [], backend_roles: [] }), {
      '/_plugins/_security/api/internalusers': {
        jdoe: {
          hash: '',
          reserved: false,
          backend_roles: ['ops'],
          attributes: {},
          description: 'on call',
        },
      },
      '/_plugins/_security/api/roles': {},
    });
    await renderSecurity({ distribution: 'opensearch', version: '2.17.0' });
    const jdoe = await rowOf('jdoe');
    await userEvent.click(jdoe.getByRole('button', { name: 'Edit jdoe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user jdoe' }, SLOW);
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'on call, week 2');
    expect(dialog.textContent).toContain('PATCH _plugins/_security/api/internalusers/jdoe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        [
          'PATCH /_plugins/_security/api/internalusers/jdoe',
          [{ op: 'add', path: '/description', value: 'on call, week 2' }],
        ],
      ]),
    );
  });

  it('maps an OpenSearch user to roles from the user, in one patch of the mappings (the unchanged user not sent)', async () => {
    const calls = serve(() => jsonResponse({ user_name: 'admin', roles: [], backend_roles: [] }), {
      '/_plugins/_security/api/internalusers': {
        jdoe: { hash: '', reserved: false, backend_roles: [], attributes: {}, description: '' },
      },
      '/_plugins/_security/api/roles': { readall: {}, analysts: {}, all_access: {} },
      '/_plugins/_security/api/rolesmapping': {
        readall: { users: ['jdoe', 'ann'], backend_roles: [], hosts: [] },
        all_access: { users: ['jdoe'], reserved: true },
      },
    });
    await renderSecurity({ distribution: 'opensearch', version: '2.17.0' });
    await userEvent.click((await rowOf('jdoe')).getByRole('button', { name: 'Edit jdoe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user jdoe' }, SLOW);
    expect(
      await within(dialog).findByText(
        'Also mapped by built-in mappings (not changed here): all_access',
      ),
    ).toBeInTheDocument();
    const mapped = within(dialog).getByRole('textbox', { name: /Mapped to roles/ });
    await waitFor(() => expect(mapped).toBeEnabled());
    await userEvent.type(mapped, 'analysts{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        [
          'PATCH /_plugins/_security/api/rolesmapping',
          [{ op: 'add', path: '/analysts', value: { users: ['jdoe'] } }],
        ],
      ]),
    );
  });
});
