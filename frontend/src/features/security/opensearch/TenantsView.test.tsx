import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantsView } from './TenantsView';
import { API, renderView, rowOf, serve, writes } from './testOpensearch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TENANTS = {
  global_tenant: { reserved: true, hidden: false, description: 'Global tenant', static: false },
  admin_tenant: {
    reserved: false,
    hidden: false,
    description: 'Demo tenant for admin user',
    static: false,
  },
};

const ANSWERS = { [`${API}/tenants`]: TENANTS };

describe('tenants view', { timeout: 60_000 }, () => {
  it('lists the tenants, and refuses to delete the reserved one, saying why', async () => {
    const calls = serve(ANSWERS);
    await renderView(<TenantsView />);
    const global = await rowOf('global_tenant');
    expect(global.getByText('reserved')).toBeInTheDocument();
    expect(
      (await rowOf('admin_tenant')).getByText('Demo tenant for admin user'),
    ).toBeInTheDocument();
    await userEvent.click(global.getByRole('button', { name: 'Delete global_tenant' }));
    const refusal = await screen.findByRole('dialog', { name: 'Delete tenant' });
    expect(within(refusal).getByRole('alert')).toHaveTextContent(
      'global_tenant is reserved: the security plugin refuses to change or delete it.',
    );
    await userEvent.click(within(refusal).getByRole('button', { name: 'Close' }));
    expect(writes(calls)).toEqual([]);
  });

  it('creates a tenant with its description, the PUT shown first', async () => {
    const calls = serve(ANSWERS);
    await renderView(<TenantsView />);
    await rowOf('admin_tenant');
    await userEvent.click(screen.getByRole('button', { name: 'New tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tenant' });
    expect(within(dialog).getByText('Give the tenant a name.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'ops team');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'On call');
    expect(
      within(dialog).getByText(/^PUT _plugins\/_security\/api\/tenants\/ops%20team/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PUT', path: `${API}/tenants/ops%20team`, body: { description: 'On call' } },
      ]),
    );
  });

  it('edits the description of a tenant, and deletes one once its name is typed', async () => {
    const calls = serve(ANSWERS);
    await renderView(<TenantsView />);
    const admin = await rowOf('admin_tenant');
    await userEvent.click(admin.getByRole('button', { name: 'Edit admin_tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tenant admin_tenant' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Admins only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(admin.getByRole('button', { name: 'Delete admin_tenant' }));
    const question = await screen.findByRole('dialog', { name: 'Delete tenant' });
    await userEvent.type(
      within(question).getByRole('textbox', { name: 'Type admin_tenant to confirm' }),
      'admin_tenant',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: `${API}/tenants/admin_tenant`,
          body: { description: 'Admins only' },
        },
        { method: 'DELETE', path: `${API}/tenants/admin_tenant`, body: null },
      ]),
    );
  });

  it('offers no writes on a read-only cluster', async () => {
    serve(ANSWERS);
    await renderView(<TenantsView />, { protection: 'read-only' });
    const admin = await rowOf('admin_tenant');
    expect(admin.queryByRole('button', { name: 'Delete admin_tenant' })).toBeNull();
    expect(admin.queryByRole('button', { name: 'Edit admin_tenant' })).toBeNull();
  });
});
