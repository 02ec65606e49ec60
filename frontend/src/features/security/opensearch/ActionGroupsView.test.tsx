import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionGroupsView } from './ActionGroupsView';
import { API, renderView, rowOf, serve, writes } from './testOpensearch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATIC = { reserved: true, static: true, hidden: false };
const OWN = { reserved: false, static: false, hidden: false };

/** The demo configuration's groups, and a few of the cluster's own, two of them in a loop. */
const GROUPS = {
  read: {
    ...STATIC,
    type: 'index',
    description: 'Allow all read operations',
    allowed_actions: ['indices:data/read*', 'indices:admin/resolve/index'],
  },
  write: { ...STATIC, type: 'index', allowed_actions: ['indices:data/write*'] },
  crud: { ...STATIC, type: 'index', allowed_actions: ['read', 'write'] },
  team_access: {
    ...OWN,
    type: 'index',
    description: 'What the team needs',
    allowed_actions: ['crud', 'loop_a'],
  },
  loop_a: { ...OWN, type: 'index', allowed_actions: ['loop_b', 'indices:monitor/stats'] },
  loop_b: { ...OWN, type: 'index', allowed_actions: ['loop_a'] },
};

const ANSWERS = { [`${API}/actiongroups`]: GROUPS };

describe('action groups view', { timeout: 60_000 }, () => {
  it('lists the groups with their marks, and opens one expanded through nesting and a loop', async () => {
    serve(ANSWERS);
    await renderView(<ActionGroupsView />);
    const crud = await rowOf('crud');
    expect(crud.getByText('read, write')).toBeInTheDocument();
    expect(crud.getByText('reserved')).toBeInTheDocument();
    expect(crud.getByText('static')).toBeInTheDocument();

    await userEvent.click(screen.getByText('team_access'));
    const expanded = await screen.findByRole('region', {
      name: 'Action group team_access expanded',
    });
    const finals = within(
      within(expanded).getByRole('list', { name: 'Action group team_access expanded' }),
    )
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(finals).toEqual([
      'indices:admin/resolve/index',
      'indices:data/read*',
      'indices:data/write*',
      'indices:monitor/stats',
    ]);
    expect(
      within(expanded).getByText(/Allowed actions once nested groups are opened: 4/),
    ).toBeInTheDocument();
    expect(within(expanded).getByRole('alert')).toHaveTextContent(
      'The nesting loops: loop_a → loop_b → loop_a.',
    );
    expect(within(expanded).getByText('loop: not followed again')).toBeInTheDocument();
  });

  it('refuses to delete or edit a static group, saying why, and sends nothing', async () => {
    const calls = serve(ANSWERS);
    await renderView(<ActionGroupsView />);
    await userEvent.click((await rowOf('read')).getByRole('button', { name: 'Delete read' }));
    const refusal = await screen.findByRole('dialog', { name: 'Delete action group' });
    expect(within(refusal).getByRole('alert')).toHaveTextContent(
      'read is static (built into the security plugin): it cannot be changed or deleted.',
    );
    await userEvent.click(within(refusal).getByRole('button', { name: 'Close' }));
    await userEvent.click((await rowOf('crud')).getByRole('button', { name: 'Edit crud' }));
    expect(await screen.findByRole('dialog', { name: 'Edit action group' })).toHaveTextContent(
      /crud is static/,
    );
    expect(writes(calls)).toEqual([]);
  });

  it('deletes a group of its own once its name is typed', async () => {
    const calls = serve(ANSWERS);
    await renderView(<ActionGroupsView />);
    await userEvent.click((await rowOf('loop_b')).getByRole('button', { name: 'Delete loop_b' }));
    const question = await screen.findByRole('dialog', { name: 'Delete action group' });
    expect(within(question).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.type(
      within(question).getByRole('textbox', { name: 'Type loop_b to confirm' }),
      'loop_b',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'DELETE', path: `${API}/actiongroups/loop_b`, body: null },
      ]),
    );
  });

  it('creates a group with PUT, the request shown first', async () => {
    const calls = serve(ANSWERS);
    await renderView(<ActionGroupsView />);
    await rowOf('crud');
    await userEvent.click(screen.getByRole('button', { name: 'New action group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New action group' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'crud');
    expect(
      within(dialog).getByText('An action group named crud exists already.'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'reporting');
    expect(within(dialog).getByText('Add at least one allowed action.')).toBeInTheDocument();
    const actions = within(dialog).getByRole('textbox', { name: /Allowed actions/ });
    await userEvent.type(actions, 'read{Enter}indices:monitor/stats{Enter}');
    expect(
      within(dialog).getByText(/^PUT _plugins\/_security\/api\/actiongroups\/reporting/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Sent with PUT/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: `${API}/actiongroups/reporting`,
          body: { allowed_actions: ['read', 'indices:monitor/stats'], type: 'index' },
        },
      ]),
    );
  });

  it('edits a group with a JSON Patch of what changed', async () => {
    const calls = serve(ANSWERS);
    await renderView(<ActionGroupsView />);
    await userEvent.click(
      (await rowOf('team_access')).getByRole('button', { name: 'Edit team_access' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit action group team_access' });
    expect(within(dialog).getByText('Nothing has changed yet.')).toBeInTheDocument();
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Read and write');
    expect(
      within(dialog).getByText(/^PATCH _plugins\/_security\/api\/actiongroups\/team_access/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Sent with PATCH as a JSON Patch/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PATCH',
          path: `${API}/actiongroups/team_access`,
          body: [{ op: 'replace', path: '/description', value: 'Read and write' }],
        },
      ]),
    );
  });

  it('offers no writes on a read-only cluster', async () => {
    serve(ANSWERS);
    await renderView(<ActionGroupsView />, { protection: 'read-only' });
    const own = await rowOf('team_access');
    expect(own.queryByRole('button', { name: 'Delete team_access' })).toBeNull();
    expect(own.queryByRole('button', { name: 'Edit team_access' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New action group' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
