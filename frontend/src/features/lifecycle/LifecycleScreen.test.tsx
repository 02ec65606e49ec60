import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { LifecycleScreen } from './LifecycleScreen';

// The policy lists and the ILM status are other parts of the screen, tested on their own.
vi.mock('./ilm/IlmPolicies', () => ({ IlmPolicies: () => <p>ILM policy list</p> }));
vi.mock('./ilm/IlmStatus', () => ({ IlmStatus: () => <p>ILM status</p> }));
vi.mock('./ism/IsmPolicies', () => ({ IsmPolicies: () => <p>ISM policy list</p> }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const failedIlm = (index: string) => ({
  index,
  managed: true,
  policy: 'logs',
  phase: 'hot',
  action: 'rollover',
  step: 'ERROR',
  failed_step: 'check-rollover-ready',
  step_info: { reason: 'rollover alias is missing' },
});

const ILM_EXPLAIN = {
  indices: {
    'logs-1': failedIlm('logs-1'),
    'logs-2': failedIlm('logs-2'),
    'logs-3': failedIlm('logs-3'),
    'logs-4': { index: 'logs-4', managed: true, policy: 'logs', phase: 'hot', step: 'complete' },
  },
};

const ISM_EXPLAIN = {
  'logs-1': {
    'index.plugins.index_state_management.policy_id': 'hot-delete',
    index: 'logs-1',
    policy_id: 'hot-delete',
    state: { name: 'hot', start_time: 1 },
    action: { name: 'rollover', start_time: 2, index: 0, failed: true, consumed_retries: 3 },
    step: { name: 'attempt_rollover', start_time: 3, step_status: 'failed' },
    retry_info: { failed: true, consumed_retries: 3 },
    info: { message: 'Missing rollover_alias index setting' },
  },
  total_managed_indices: 1,
};

function serve(answer: (request: RecordedRequest) => Response): RecordedRequest[] {
  return installFakeFetch(answer).calls;
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderLifecycle(cluster: Partial<Cluster> = {}, path = '/cluster/0/lifecycle') {
  return renderScreen(
    <>
      <LifecycleScreen />
      <WhereAmI />
    </>,
    { connection: testConnection([testCluster(cluster)], 0) },
    path,
  );
}

const OPENSEARCH = { distribution: 'opensearch', version: '2.17.0', majorVersion: '2' } as const;
const SLOW = { timeout: 15_000 };
const location = () => screen.getByTestId('location').textContent;

describe('lifecycle screen', { timeout: 60_000 }, () => {
  it('follows ILM on Elasticsearch and switches between the policies and the failed indices', async () => {
    const calls = serve(() => jsonResponse(ILM_EXPLAIN));
    await renderLifecycle();
    expect(screen.getByRole('heading', { name: 'Lifecycle policies' })).toBeInTheDocument();
    expect(screen.getByText('Index lifecycle management (ILM)')).toBeInTheDocument();
    expect(screen.getByText('ILM status')).toBeInTheDocument();
    expect(screen.getByText('ILM policy list')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Indices' })).toHaveAttribute(
      'href',
      '/cluster/0/indices',
    );
    const views = screen.getByRole('radiogroup', { name: 'View' });
    expect(within(views).getByRole('radio', { name: 'Policies' })).toBeChecked();
    const failed = await within(views).findByRole('radio', { name: 'Failed indices (3)' }, SLOW);
    expect(new URL(calls[0].url).pathname).toBe('/*,.*/_ilm/explain');

    await userEvent.click(failed);
    expect(location()).toBe('/cluster/0/lifecycle?view=failed');
    expect(
      await screen.findByRole('region', { name: 'check-rollover-ready, 3 indices' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('ILM policy list')).toBeNull();

    await userEvent.click(within(views).getByRole('radio', { name: 'Policies' }));
    expect(location()).toBe('/cluster/0/lifecycle');
    expect(screen.getByText('ILM policy list')).toBeInTheDocument();
  });

  it('opens on the failed indices from the address', async () => {
    serve(() => jsonResponse(ILM_EXPLAIN));
    await renderLifecycle({}, '/cluster/0/lifecycle?view=failed');
    expect(screen.getByRole('radio', { name: /^Failed indices/ })).toBeChecked();
    expect(
      await screen.findByRole('region', { name: 'check-rollover-ready, 3 indices' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText('ILM policy list')).toBeNull();
  });

  it('follows ISM on OpenSearch, without the ILM status', async () => {
    const calls = serve(() => jsonResponse(ISM_EXPLAIN));
    await renderLifecycle(OPENSEARCH);
    expect(screen.getByText('Index State Management (ISM)')).toBeInTheDocument();
    expect(screen.getByText('ISM policy list')).toBeInTheDocument();
    expect(screen.queryByText('ILM status')).toBeNull();
    expect(await screen.findByRole('radio', { name: 'Failed indices (1)' }, SLOW)).toBeVisible();
    expect(new URL(calls[0].url).pathname).toBe('/_plugins/_ism/explain/*,.*');
  });

  it('says when the cluster does not serve ISM (no plugin: 404)', async () => {
    serve(() =>
      jsonResponse(
        { error: 'no handler found for uri [/_plugins/_ism/explain/*,.*] and method [GET]' },
        404,
      ),
    );
    await renderLifecycle(OPENSEARCH);
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('This cluster does not serve Index State Management (ISM)');
    expect(alert).toHaveTextContent('no handler found for uri');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByText('ISM policy list')).toBeNull();
  });

  it('says when the user may not read ILM (403)', async () => {
    serve(() =>
      jsonResponse(
        {
          error: {
            type: 'security_exception',
            reason: 'action [indices:admin/ilm/explain] is unauthorized for user [viewer]',
          },
          status: 403,
        },
        403,
      ),
    );
    await renderLifecycle();
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('This user may not read Index lifecycle management (ILM)');
    expect(alert).toHaveTextContent(
      'action [indices:admin/ilm/explain] is unauthorized for user [viewer]',
    );
    await waitFor(() => expect(screen.queryByText('ILM status')).toBeNull());
    expect(screen.queryByText('ILM policy list')).toBeNull();
  });
});
