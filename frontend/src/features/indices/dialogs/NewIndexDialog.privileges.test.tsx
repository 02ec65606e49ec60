import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf } from '../../../api/testFetch';
import { createAppStore } from '../../../app/store';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderWithStore } from '../../../test/renderWithStore';
import { NewIndexDialog } from './NewIndexDialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

// A user who may create the logs-* indices only.
const LOGS_WRITER = {
  cluster: ['monitor'],
  global: [],
  indices: [{ names: ['logs-*'], privileges: ['create_index', 'write'] }],
  applications: [],
  run_as: [],
};

describe('the new index dialog', () => {
  it('judges the privilege on the index once its name is typed', async () => {
    const { calls } = installFakeFetch((request) =>
      pathOf(request.url).endsWith('/_privileges')
        ? jsonResponse(LOGS_WRITER)
        : jsonResponse({ acknowledged: true, index: 'logs-1' }),
    );
    const cluster = testCluster({ version: '8.15.0' });
    await renderWithStore(
      <NewIndexDialog opened onClose={() => undefined} />,
      createAppStore({ connection: testConnection([cluster], 0) }),
    );
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Index name/ });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await userEvent.type(name, 'metrics-1');
    await waitFor(() =>
      expect(create).toHaveAccessibleDescription(
        'Needs the create_index privilege on metrics-1, which your roles do not grant.',
      ),
    );
    expect(create).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'logs-1');
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toContain(
        'PUT /logs-1',
      ),
    );
  });
});
