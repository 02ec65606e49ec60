import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../api/testFetch';
import { createAppStore } from '../../app/store';
import { indexNeed, WRITE_NEEDS } from '../../engine/writeNeeds';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderWithStore } from '../../test/renderWithStore';
import { DialogForm, type DialogNeed } from './FormDialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

// A user who may manage pipelines and write to the logs-* indices only.
const PIPELINE_WRITER = {
  cluster: ['monitor', 'manage_pipeline'],
  global: [],
  indices: [{ names: ['logs-*'], privileges: ['create_index', 'write'] }],
  applications: [],
  run_as: [],
};

async function renderForm(need: DialogNeed) {
  installFakeFetch(() => jsonResponse(PIPELINE_WRITER));
  const onSubmit = vi.fn(() => Promise.resolve());
  const cluster = testCluster({ version: '8.15.0' });
  await renderWithStore(
    <DialogForm
      onSubmit={onSubmit}
      canSubmit
      busy={false}
      onClose={() => undefined}
      closeLabel="Close"
      submitLabel="Save"
      need={need}
    >
      <input aria-label="Name" defaultValue="typed" />
    </DialogForm>,
    createAppStore({ connection: testConnection([cluster], 0) }),
  );
  return onSubmit;
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('a dialog form whose write needs a privilege', () => {
  it('is not sent by a user who lacks it, naming it beside the button and keeping the input', async () => {
    const onSubmit = await renderForm(WRITE_NEEDS.clusterSettings);
    await waitFor(() => expect(save()).toBeDisabled());
    expect(save()).toHaveAccessibleDescription(
      'Needs the manage privilege, which your roles do not grant.',
    );
    await userEvent.type(screen.getByLabelText('Name'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('typed');
  });

  it('is judged on every index it writes', async () => {
    await renderForm([indexNeed('create', 'logs-1'), indexNeed('create', 'metrics-1')]);
    await waitFor(() => expect(save()).toBeDisabled());
    expect(save()).toHaveAccessibleDescription(
      'Needs the create_index privilege on metrics-1, which your roles do not grant.',
    );
  });

  it('is sent by a user who holds it', async () => {
    const onSubmit = await renderForm([WRITE_NEEDS.pipelines, indexNeed('create', 'logs-1')]);
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
