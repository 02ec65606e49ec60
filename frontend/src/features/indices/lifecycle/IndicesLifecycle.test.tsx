import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import { chooseRowAction } from '../table/testRowMenu';
import { ILM_EXPLAIN } from './testLifecycle';
import { catIndex, indexRow, renderIndicesScreen } from '../testIndices';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CAT_INDICES = ['logs', 'metrics', 'archive'].map((index) => catIndex(index));

const METRICS_EXPLAIN = {
  indices: {
    metrics: {
      ...ILM_EXPLAIN.indices.metrics,
      age: '3d',
      phase_time_millis: 1700000000000,
      action_time_millis: 1700000100000,
      step_time_millis: 1700000200000,
      failed_step_retry_count: 2,
      is_auto_retryable_error: false,
      step_info: {
        type: 'illegal_argument_exception',
        reason: 'index [metrics] has 1 shard, cannot shrink',
      },
    },
  },
};

// GET _ilm/policy: the policy of the index, and another one.
const POLICIES = {
  logs: { policy: { phases: { cold: { actions: { freeze: {} } } } } },
  'hot-warm': {
    policy: {
      phases: {
        warm: { actions: { shrink: {}, forcemerge: {} } },
        hot: { actions: { rollover: {} } },
        delete: { actions: { delete: {} } },
      },
    },
  },
};

const NOT_SERVED = {
  error: { type: 'illegal_argument_exception', reason: 'no handler found for uri' },
  status: 404,
};

function serve(lifecycle: 'served' | 'missing' = 'served'): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (path === '/_cat/indices') return jsonResponse(CAT_INDICES);
    if (path === '/_cat/aliases') return jsonResponse([]);
    if (path === '/*,.*/_ilm/explain')
      return lifecycle === 'served' ? jsonResponse(ILM_EXPLAIN) : jsonResponse(NOT_SERVED, 404);
    if (path === '/metrics/_ilm/explain') return jsonResponse(METRICS_EXPLAIN);
    if (path === '/_ilm/policy') return jsonResponse(POLICIES);
    return jsonResponse({ acknowledged: true });
  }).calls;
}

const SLOW = { timeout: 15_000 };
const table = () => screen.getByRole('table', { name: 'Indices' });
const row = indexRow;
const cell = (index: string) =>
  within(row(index)).findByRole('button', {
    name: new RegExp(`Explain the lifecycle of ${index}`),
  });
/** 'METHOD path body' of every write sent. */
const writes = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) =>
      [call.method, decodeURIComponent(new URL(call.url).pathname), call.body ?? '']
        .join(' ')
        .trim(),
    );

async function openExplain(index: string) {
  await userEvent.click(await cell(index));
  return screen.findByRole('dialog', { name: `Lifecycle of ${index}` });
}

describe('indices screen: lifecycle (ILM)', { timeout: 90_000 }, () => {
  it('shows policy and step, ERROR for a failed index, and narrows to lifecycle choices', async () => {
    const calls = serve();
    await renderIndicesScreen();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    expect(screen.getByRole('columnheader', { name: 'Lifecycle (ILM)' })).toBeInTheDocument();
    const logs = await cell('logs');
    expect(logs).toHaveTextContent('hot-warm');
    expect(logs).toHaveTextContent('hot › rollover › check-rollover-ready');
    const metrics = await cell('metrics');
    expect(metrics).toHaveTextContent('ERROR');
    expect(metrics).toHaveTextContent('shrink');
    expect(
      within(row('archive')).queryByRole('button', { name: /Explain the lifecycle/ }),
    ).toBeNull();
    // Asked once the list was there, after it.
    const listed = calls.findIndex((call) => call.url.includes('_cat/indices'));
    const explained = calls.findIndex((call) => call.url.includes('_ilm/explain'));
    expect(explained).toBeGreaterThan(listed);

    expect(screen.getByText(/1 index failed a lifecycle step/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the failed indices' })).toHaveAttribute(
      'href',
      '/cluster/0/lifecycle?view=failed',
    );
    expect(screen.getByRole('link', { name: 'Lifecycle policies' })).toHaveAttribute(
      'href',
      '/cluster/0/lifecycle',
    );
    expect(screen.getByRole('link', { name: 'Ingest pipelines' })).toHaveAttribute(
      'href',
      '/cluster/0/ingest_pipelines',
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'lifecycle:error');
    await waitFor(() => expect(within(table()).queryByRole('link', { name: 'logs' })).toBeNull());
    expect(within(table()).getByRole('link', { name: 'metrics' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Filter' }));
    await within(table()).findByRole('link', { name: 'logs' });

    await userEvent.click(screen.getByRole('textbox', { name: 'Lifecycle' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed (ERROR)' }));
    await waitFor(() => expect(within(table()).queryByRole('link', { name: 'logs' })).toBeNull());
    expect(within(table()).queryByRole('link', { name: 'archive' })).toBeNull();
    expect(within(table()).getByRole('link', { name: 'metrics' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Lifecycle' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unmanaged' }));
    await within(table()).findByRole('link', { name: 'archive' });
    expect(within(table()).queryByRole('link', { name: 'metrics' })).toBeNull();
  });

  it('explains a failed index with its reason, and retries it after confirmation', async () => {
    const calls = serve();
    await renderIndicesScreen();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    const dialog = await openExplain('metrics');
    expect(
      await within(dialog).findByText('index [metrics] has 1 shard, cannot shrink'),
    ).toBeVisible();
    const where = within(dialog).getByRole('table', { name: 'Where the index stands' });
    expect(where).toHaveTextContent('Policyhot-warm');
    expect(where).toHaveTextContent('Phasewarm');
    expect(where).toHaveTextContent('Age3d');
    const failure = within(dialog).getByRole('table', { name: 'The step failed' });
    expect(failure).toHaveTextContent('Failed stepshrink');
    expect(failure).toHaveTextContent('Retries by the engine2');
    expect(failure).toHaveTextContent('Retried automaticallyno');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    const question = await screen.findByRole('dialog', { name: 'Retry lifecycle step' });
    expect(question).toHaveTextContent('Retry the failed lifecycle step of metrics?');
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Retried the failed step of 1 index/)).toBeInTheDocument();
    expect(writes(calls)).toEqual(['POST /metrics/_ilm/retry']);
  });

  it('moves an index in ERROR from its ERROR step to the chosen phase and action, after a question', async () => {
    const calls = serve();
    await renderIndicesScreen();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    const dialog = await openExplain('metrics');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Move to step…' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Phase/ }));
    await screen.findByRole('option', { name: 'hot' });
    const phases = screen.getAllByRole('option');
    expect(phases.map((option) => option.textContent)).toEqual(['hot', 'warm', 'delete']);
    const policyReads = calls.filter((call) => call.url.includes('_ilm/policy'));
    expect(policyReads.map((call) => new URL(call.url).pathname)).toEqual(['/_ilm/policy']);
    await userEvent.click(screen.getByRole('option', { name: 'warm', hidden: true }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Action/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'forcemerge', hidden: true }));
    const body = {
      current_step: { phase: 'warm', action: 'shrink', name: 'ERROR' },
      next_step: { phase: 'warm', action: 'forcemerge' },
    };
    expect(within(dialog).getByTestId('lifecycle-request').textContent).toBe(
      `POST _ilm/move/metrics\n${JSON.stringify(body, null, 2)}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const question = await screen.findByRole('dialog', { name: 'Move to another step' });
    expect(question).toHaveTextContent('Move metrics to phase warm?');
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(/Moved metrics to phase warm/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([`POST /_ilm/move/metrics ${JSON.stringify(body)}`]);
  });

  it('removes the policy of one row after a confirmation that names the index', async () => {
    const calls = serve();
    await renderIndicesScreen();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    await cell('logs');
    await chooseRowAction('logs', 'Lifecycle', 'Remove ILM policy');
    const question = await screen.findByRole('dialog', { name: 'Remove ILM policy' });
    expect(question).toHaveTextContent('Remove the lifecycle policy from logs?');
    expect(question).toHaveTextContent('stays as it is, unmanaged');
    await userEvent.click(within(question).getByRole('button', { name: 'Remove policy' }));
    expect(await screen.findByText(/Lifecycle policy removed from 1 index/)).toBeInTheDocument();
    expect(writes(calls)).toEqual(['POST /logs/_ilm/remove']);
  });

  it('hides the column and keeps the link to the screen that explains, where the API is not served', async () => {
    serve('missing');
    await renderIndicesScreen();
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    const link = await screen.findByRole('link', { name: 'Lifecycle policies' });
    await waitFor(() =>
      expect(link).toHaveAttribute(
        'aria-description',
        'Lifecycle management is not available on this cluster',
      ),
    );
    expect(link).toHaveAttribute('href', '/cluster/0/lifecycle');
    expect(screen.getByRole('link', { name: 'Ingest pipelines' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Lifecycle (ILM)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Lifecycle' })).toBeNull();
  });

  it('asks nothing and shows nothing of lifecycles on an engine without lifecycle management', async () => {
    const calls = serve();
    await renderIndicesScreen({ version: '6.5.4', majorVersion: '6' });
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    await chooseRowAction('logs');
    await screen.findByRole('menuitem', { name: 'Maintenance' });
    expect(screen.queryByRole('menuitem', { name: 'Lifecycle' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Lifecycle/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Lifecycle' })).toBeNull();
    expect(calls.filter((call) => call.url.includes('_ilm'))).toEqual([]);
  });

  it('offers no lifecycle write on a read-only cluster', async () => {
    const calls = serve();
    await renderIndicesScreen({ protection: 'read-only' });
    await screen.findByRole('link', { name: 'logs' }, SLOW);
    const dialog = await openExplain('metrics');
    await within(dialog).findByText('index [metrics] has 1 shard, cannot shrink');
    for (const name of ['Retry', 'Move to step…', 'Remove ILM policy'])
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await chooseRowAction('metrics', 'Lifecycle');
    await screen.findByRole('menuitem', { name: 'Explain lifecycle' });
    expect(screen.queryByRole('menuitem', { name: 'Remove ILM policy' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Retry lifecycle step' })).toBeNull();
    expect(writes(calls)).toEqual([]);
  });
});
