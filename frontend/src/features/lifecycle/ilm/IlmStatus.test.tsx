import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cluster } from '../../../api/types';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { IlmStatus } from './IlmStatus';
import { said, serveIlm, writes } from './ilmTestServer';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderStatus(cluster: Partial<Cluster> = {}) {
  return renderScreen(
    <IlmStatus />,
    { connection: testConnection([testCluster(cluster)], 0) },
    '/cluster/0/lifecycle',
  );
}

const SLOW = { timeout: 15_000 };

describe('ILM status', { timeout: 60_000 }, () => {
  it('stops a running ILM once the user confirmed what stopping means', async () => {
    const calls = serveIlm({ mode: 'RUNNING' });
    await renderStatus();
    expect(await screen.findByText('ILM: running', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop ILM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop ILM?' });
    expect(dialog).toHaveTextContent('no managed index moves on in its policy');
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop ILM' }));
    await waitFor(() => expect(said(writes(calls))).toEqual(['POST /_ilm/stop']));
    // The mode is read again after the change.
    await waitFor(() =>
      expect(said(calls).filter((call) => call === 'GET /_ilm/status')).toHaveLength(2),
    );
  });

  it('starts a stopped ILM after a confirmation, and not when cancelled', async () => {
    const calls = serveIlm({ mode: 'STOPPED' });
    await renderStatus();
    expect(await screen.findByText('ILM: stopped', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start ILM' }));
    let dialog = await screen.findByRole('dialog', { name: 'Start ILM?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Start ILM' }));
    dialog = await screen.findByRole('dialog', { name: 'Start ILM?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start ILM' }));
    await waitFor(() => expect(said(writes(calls))).toEqual(['POST /_ilm/start']));
  });

  it('offers no button on a read-only cluster', async () => {
    serveIlm({ mode: 'STOPPING' });
    await renderStatus({ protection: 'read-only' });
    expect(await screen.findByText('ILM: stopping', undefined, SLOW)).toBeInTheDocument();
    expect(within(screen.getByTestId('ilm-status')).queryByRole('button')).toBeNull();
  });
});
