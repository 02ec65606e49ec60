import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type Responder } from '../../api/testFetch';
import { createAppStore } from '../../app/store';
import { WRITE_NEEDS } from '../../engine/writeNeeds';
import type { Distribution } from '../../engine/version';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderWithStore } from '../../test/renderWithStore';
import { CreateButton } from '../ListScreen/CreateButton';
import { WriteButton } from './WriteButton';

afterEach(() => {
  vi.unstubAllGlobals();
});

// A user who monitors the cluster and may manage its ILM policies only.
const MONITOR = {
  cluster: ['monitor', 'manage_ilm'],
  global: [],
  indices: [],
  applications: [],
  run_as: [],
};

const onClick = vi.fn();

/** A list's New button and a dialog's Save button, each needing a privilege. */
function Writes() {
  return (
    <>
      <CreateButton
        label="New pipeline"
        onClick={onClick}
        writeReason={null}
        need={WRITE_NEEDS.pipelines}
      />
      <CreateButton
        label="New policy"
        onClick={onClick}
        writeReason={null}
        need={WRITE_NEEDS.ilmPolicies}
      />
      <Modal opened onClose={() => undefined} title="Setting">
        <WriteButton reason={null} need={WRITE_NEEDS.clusterSettings} onClick={onClick}>
          Save
        </WriteButton>
      </Modal>
    </>
  );
}

async function renderOn(distribution: Distribution, responder: Responder) {
  onClick.mockReset();
  const { calls } = installFakeFetch(responder);
  const cluster = testCluster({
    distribution,
    version: distribution === 'opensearch' ? '2.17.0' : '8.15.0',
  });
  await renderWithStore(<Writes />, createAppStore({ connection: testConnection([cluster], 0) }));
  return calls;
}

describe('write buttons that need a privilege', () => {
  it('are disabled for a user without it, naming it, on a list and in a dialog', async () => {
    const calls = await renderOn('elasticsearch', () => jsonResponse(MONITOR));
    const button = (name: string) => screen.getByRole('button', { name });
    await waitFor(() => expect(button('New pipeline')).toHaveAttribute('aria-disabled', 'true'));
    const create = button('New pipeline');
    expect(create).toHaveAccessibleDescription(
      'Needs the manage_pipeline privilege, which your roles do not grant.',
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription(
      'Needs the manage privilege, which your roles do not grant.',
    );
    await userEvent.click(create);
    await userEvent.click(save);
    expect(onClick).not.toHaveBeenCalled();
    // The one the user holds stays offered; the privileges are asked once for all.
    const policy = screen.getByRole('button', { name: 'New policy' });
    expect(policy).not.toHaveAttribute('aria-disabled');
    await userEvent.click(policy);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => pathOf(call.url))).toEqual([
      'http://localhost:9200/_security/user/_privileges',
    ]);
  });

  it('name the missing OpenSearch permission', async () => {
    await renderOn('opensearch', (request) => {
      const path = pathOf(request.url);
      if (path.endsWith('/authinfo')) return jsonResponse({ user_name: 'kirk', roles: ['reader'] });
      if (path.endsWith('/api/roles'))
        return jsonResponse({ reader: { cluster_permissions: ['cluster_monitor'] } });
      return jsonResponse({ cluster_monitor: { allowed_actions: ['cluster:monitor/*'] } });
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
        'Needs the cluster:admin/settings/update permission, which your roles do not grant.',
      ),
    );
  });

  it('change nothing on a cluster without security', async () => {
    await renderOn('elasticsearch', () =>
      jsonResponse(
        {
          error: { type: 'exception', reason: 'Security must be explicitly enabled' },
          status: 500,
        },
        500,
      ),
    );
    await waitFor(() => expect(onClick).not.toHaveBeenCalled());
    for (const name of ['New pipeline', 'New policy', 'Save']) {
      const button = screen.getByRole('button', { name });
      expect(button).not.toHaveAttribute('aria-disabled');
      await userEvent.click(button);
    }
    expect(onClick).toHaveBeenCalledTimes(3);
  });
});
