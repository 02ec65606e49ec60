import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import { chooseRowAction } from '../table/testRowMenu';
import { catIndex, indexRow, renderIndicesScreen } from '../testIndices';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CAT_INDICES = ['logs', 'metrics', 'archive'].map((index) => catIndex(index));

const POLICY_KEY = 'index.plugins.index_state_management.policy_id';
const MANAGED = {
  logs: {
    [POLICY_KEY]: 'rollover',
    index: 'logs',
    state: { name: 'hot' },
    action: { name: 'rollover' },
    step: { name: 'attempt_rollover', step_status: 'starting' },
  },
  metrics: {
    [POLICY_KEY]: 'rollover',
    index: 'metrics',
    state: { name: 'hot' },
    action: { name: 'rollover', failed: true },
    info: { message: 'Missing rollover_alias' },
  },
  archive: { [POLICY_KEY]: null },
  total_managed_indices: 2,
};

const POLICIES = {
  policies: [
    { _id: 'rollover', policy: { states: [{ name: 'hot' }, { name: 'delete' }] } },
    { _id: 'archive', policy: { states: [{ name: 'warm' }, { name: 'cold' }] } },
  ],
  total_policies: 2,
};

const ALREADY =
  'This index already has a policy, use the update policy API to update index policies.';

/** `answer`: the ISM write's answer. */
function serve(answer: unknown): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (path === '/_cat/indices') return jsonResponse(CAT_INDICES);
    if (path === '/_cat/aliases') return jsonResponse([]);
    if (path === '/_plugins/_ism/explain/*,.*') return jsonResponse(MANAGED);
    if (path === '/_plugins/_ism/policies') return jsonResponse(POLICIES);
    if (request.method === 'POST') return jsonResponse(answer);
    return jsonResponse({});
  }).calls;
}

const renderIndices = () =>
  renderIndicesScreen({ distribution: 'opensearch', version: '2.17.0', majorVersion: '2' });

const SLOW = { timeout: 15_000 };
const row = indexRow;
const writes = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) =>
      [call.method, decodeURIComponent(new URL(call.url).pathname), call.body ?? ''].join(' '),
    );

async function opened() {
  await screen.findByRole('link', { name: 'logs' }, SLOW);
  await within(row('metrics')).findByRole('button', { name: /Explain the lifecycle/ });
  expect(screen.getByRole('columnheader', { name: 'Lifecycle (ISM)' })).toBeInTheDocument();
  expect(within(row('metrics')).getByRole('button', { name: /Explain/ })).toHaveTextContent(
    'ERROR',
  );
}

async function bulkItem(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Bulk' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('indices screen: ISM policies', { timeout: 90_000 }, () => {
  it('adds a policy to the selected indices and names those it refused', async () => {
    const calls = serve({
      updated_indices: 1,
      failures: true,
      failed_indices: [{ index_name: 'metrics', index_uuid: 'u', reason: ALREADY }],
    });
    await renderIndices();
    await opened();
    await userEvent.click(within(row('archive')).getByRole('checkbox'));
    await userEvent.click(within(row('metrics')).getByRole('checkbox'));
    await bulkItem('Add ISM policy…');
    const dialog = await screen.findByRole('dialog', { name: 'Add ISM policy' });
    expect(within(dialog).getByRole('radio', { name: 'The 2 selected indices' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Policy ID/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'rollover' }));
    expect(within(dialog).getByTestId('lifecycle-request').textContent).toBe(
      'POST _plugins/_ism/add/metrics,archive\n{\n  "policy_id": "rollover"\n}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add policy' }));
    expect(await screen.findByText(/Policy rollover added to 1 index/)).toBeInTheDocument();
    expect(screen.getByText('1 index was not updated')).toBeInTheDocument();
    expect(screen.getByText(`metrics: ${ALREADY}`)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      'POST /_plugins/_ism/add/metrics,archive {"policy_id":"rollover"}',
    ]);
  });

  it('adds a policy by a typed pattern, sent as typed', async () => {
    const calls = serve({ updated_indices: 2, failures: false, failed_indices: [] });
    await renderIndices();
    await opened();
    await bulkItem('Add ISM policy…');
    const dialog = await screen.findByRole('dialog', { name: 'Add ISM policy' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Index pattern/ }),
      'logs-*, old*',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Policy ID/ }), 'custom');
    expect(within(dialog).getByTestId('lifecycle-request').textContent).toBe(
      'POST _plugins/_ism/add/logs-*,old*\n{\n  "policy_id": "custom"\n}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add policy' }));
    expect(await screen.findByText(/Policy custom added to 2 indices/)).toBeInTheDocument();
    expect(writes(calls)).toEqual(['POST /_plugins/_ism/add/logs-*,old* {"policy_id":"custom"}']);
  });

  it('changes the policy of the indices a typed pattern names instead of the row', async () => {
    const calls = serve({ updated_indices: 3, failures: false, failed_indices: [] });
    await renderIndices();
    await opened();
    await chooseRowAction('logs', 'Lifecycle', 'Change ISM policy…');
    const dialog = await screen.findByRole('dialog', { name: 'Change ISM policy' });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Indices matching a pattern' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Index pattern/ }), 'logs-*');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Policy ID/ }), 'archive');
    expect(within(dialog).getByTestId('lifecycle-request').textContent).toBe(
      'POST _plugins/_ism/change_policy/logs-*\n{\n  "policy_id": "archive"\n}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change policy' }));
    expect(await screen.findByText(/Policy of 3 indices changed to archive/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      'POST /_plugins/_ism/change_policy/logs-* {"policy_id":"archive"}',
    ]);
  });

  it('changes the policy of one row into a chosen state', async () => {
    const calls = serve({ updated_indices: 1, failures: false, failed_indices: [] });
    await renderIndices();
    await opened();
    await chooseRowAction('logs', 'Lifecycle', 'Change ISM policy…');
    const dialog = await screen.findByRole('dialog', { name: 'Change ISM policy' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Policy ID/ }), 'archive');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Start in state/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'cold' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change policy' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        'POST /_plugins/_ism/change_policy/logs {"policy_id":"archive","state":"cold"}',
      ]),
    );
    expect(await screen.findByText(/Policy of 1 index changed to archive/)).toBeInTheDocument();
  });
});
