import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setWriteConfirmer } from '../../../api/client';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import { confirmWrite } from '../../../components/ConfirmDialog/confirmWrite';
import {
  FORCEMERGE,
  ILM_EXPLAIN,
  renderTriage,
  retried,
  ROLLOVER,
  serve,
  SHRINK,
  SLOW,
} from './testTriage';

afterEach(() => {
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
});

function ismFailed(index: string, action: string, message: string) {
  return {
    'index.plugins.index_state_management.policy_id': 'hot-delete',
    index,
    index_uuid: `uuid-${index}`,
    policy_id: 'hot-delete',
    enabled: false,
    state: { name: 'hot', start_time: 1 },
    action: { name: action, start_time: 2, index: 0, failed: true, consumed_retries: 3 },
    step: { name: `attempt_${action}`, start_time: 3, step_status: 'failed' },
    retry_info: { failed: true, consumed_retries: 3 },
    info: { message },
  };
}

// GET _plugins/_ism/explain/*,.*
const ISM_EXPLAIN = {
  ...Object.fromEntries(
    ROLLOVER.map((i) => [i, ismFailed(i, 'rollover', 'Missing rollover_alias index setting')]),
  ),
  unmanaged: { 'index.plugins.index_state_management.policy_id': null, enabled: null },
  total_managed_indices: 40,
};

const posts = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'POST');

describe('the failed lifecycle indices', { timeout: 60_000 }, () => {
  it('retries a whole group after one question naming the count, every index exactly once', async () => {
    const calls = serve(ILM_EXPLAIN);
    await renderTriage('ilm');
    const group = await screen.findByRole('region', { name: 'shrink, 50 indices' }, SLOW);
    await userEvent.click(within(group).getByRole('button', { name: 'Retry all in this group' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Retry the failed step of 50 indices?')).toBeInTheDocument();
    expect(within(dialog).getByTestId('retry-request')).toHaveTextContent(
      new RegExp(`^POST ${SHRINK[0]},.*/_ilm/retry$`),
    );
    expect(
      within(dialog).getByText('… and 1 more request like it for the other indices'),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByText('Retried 50 of 50 indices', undefined, SLOW),
    ).toBeInTheDocument();
    const sent = posts(calls);
    expect(sent).toHaveLength(2);
    expect(sent.every((call) => new URL(call.url).pathname.endsWith('/_ilm/retry'))).toBe(true);
    expect(sent.flatMap(retried)).toEqual(SHRINK);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks once for the requests of a retry where the cluster asks before writes', async () => {
    setWriteConfirmer(confirmWrite);
    const calls = serve(ILM_EXPLAIN);
    await renderTriage('ilm', { protection: 'confirm-writes', name: 'staging' });
    const group = await screen.findByRole('region', { name: 'shrink, 50 indices' }, SLOW);
    await userEvent.click(within(group).getByRole('button', { name: 'Retry all in this group' }));
    const question = await screen.findByRole('dialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Retry' }));

    const consent = await screen.findByRole('dialog', { name: 'Send these writes to staging?' });
    const plan = within(consent).getByRole('list', { name: 'Requests to send' });
    expect(plan).toHaveTextContent(
      'POST /{indices}/_ilm/retryfor 50 indices, named in the path, as many per request as fit',
    );
    expect(posts(calls)).toEqual([]);
    await userEvent.click(within(consent).getByRole('button', { name: 'Send all' }));
    expect(
      await screen.findByText('Retried 50 of 50 indices', undefined, SLOW),
    ).toBeInTheDocument();
    expect(posts(calls).flatMap(retried)).toEqual(SHRINK);
    expect(posts(calls)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends nothing when the question is cancelled', async () => {
    const calls = serve(ILM_EXPLAIN);
    await renderTriage('ilm');
    const group = await screen.findByRole('region', { name: 'segment-count, 30 indices' }, SLOW);
    await userEvent.click(within(group).getByRole('button', { name: 'Retry all in this group' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);
  });

  it('retries one index of a group', async () => {
    const calls = serve(ILM_EXPLAIN);
    await renderTriage('ilm');
    const group = await screen.findByRole(
      'region',
      { name: 'check-rollover-ready, 40 indices' },
      SLOW,
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Retry logs-app-007' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Retry the failed step of 1 index?')).toBeInTheDocument();
    expect(within(dialog).getByTestId('retry-request')).toHaveTextContent(
      'POST logs-app-007/_ilm/retry',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Retried 1 of 1 index', undefined, SLOW)).toBeInTheDocument();
    expect(posts(calls).map(retried)).toEqual([['logs-app-007']]);
  });

  it('retries through ISM on OpenSearch and names an index the cluster refused', async () => {
    const calls = serve(ISM_EXPLAIN, (sent) => ({
      updated_indices: sent.length - 1,
      failures: true,
      failed_indices: [
        {
          index_name: 'logs-app-013',
          index_uuid: 'uuid-logs-app-013',
          reason: 'This index is not being managed.',
        },
      ],
    }));
    await renderTriage('ism', { distribution: 'opensearch', version: '2.17.0' });
    const group = await screen.findByRole('region', { name: 'rollover, 40 indices' }, SLOW);
    expect(within(group).getByText('Failed action')).toBeInTheDocument();
    expect(within(group).getByText('Missing rollover_alias index setting')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Retry all in this group' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Retry the failed action of 40 indices?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));

    const report = await screen.findByRole('alert', undefined, SLOW);
    expect(report).toHaveTextContent('Retried 39 of 40 indices');
    expect(report).toHaveTextContent(
      'logs-app-013 was not retried: This index is not being managed.',
    );
    const sent = posts(calls);
    expect(
      sent.every((call) => new URL(call.url).pathname.startsWith('/_plugins/_ism/retry/')),
    ).toBe(true);
    expect(sent.flatMap(retried)).toEqual(ROLLOVER);
    expect(new URL(calls[0].url).pathname).toBe('/_plugins/_ism/explain/*,.*');
  });

  it('names the indices of a request that failed, with the reason', async () => {
    serve(ILM_EXPLAIN);
    vi.unstubAllGlobals();
    installFakeFetch((request) =>
      request.method === 'GET'
        ? jsonResponse(ILM_EXPLAIN)
        : jsonResponse(
            {
              error: {
                type: 'illegal_argument_exception',
                reason:
                  'cannot retry an action for an index [audit-003] that has not encountered an error',
              },
              status: 400,
            },
            400,
          ),
    );
    await renderTriage('ilm');
    const group = await screen.findByRole('region', { name: 'segment-count, 30 indices' }, SLOW);
    await userEvent.click(within(group).getByRole('button', { name: 'Retry all in this group' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry' }),
    );
    const report = await screen.findByRole('alert', undefined, SLOW);
    expect(report).toHaveTextContent('Retried 0 of 30 indices');
    expect(report).toHaveTextContent(
      'The request for 30 indices failed: cannot retry an action for an index [audit-003] that has not encountered an error',
    );
    expect(report).toHaveTextContent(FORCEMERGE.join(', '));
  });

  it('offers no retry on a read-only cluster and says why', async () => {
    const calls = serve(ILM_EXPLAIN);
    await renderTriage('ilm', { protection: 'read-only' });
    const group = await screen.findByRole('region', { name: 'shrink, 50 indices' }, SLOW);
    expect(within(group).queryByRole('button', { name: `Retry ${SHRINK[0]}` })).toBeNull();
    expect(within(group).queryAllByRole('button', { name: /^Retry (?!all)/ })).toEqual([]);
    const retryAll = within(group).getByRole('button', { name: 'Retry all in this group' });
    expect(retryAll).toHaveAttribute('aria-disabled', 'true');
    expect(retryAll).toHaveAccessibleDescription(/read-only/i);
    await userEvent.click(retryAll);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toEqual([]);
  });
});
