import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cluster } from '../../../api/types';
// Layout stand-ins the code editor needs in the test DOM.
import '../../../components/testUtils';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { IlmPolicies } from './IlmPolicies';
import { said, serveIlm, writes } from './ilmTestServer';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPolicies(cluster: Partial<Cluster> = {}) {
  return renderScreen(
    <IlmPolicies />,
    { connection: testConnection([testCluster(cluster)], 0) },
    '/cluster/0/lifecycle',
  );
}

const SLOW = { timeout: 15_000 };
const rowOf = async (name: string) => {
  const row = (await screen.findByText(name, undefined, SLOW)).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

describe('ILM policies', { timeout: 60_000 }, () => {
  it('lists each policy with its phases in order, their ages and actions, and its use', async () => {
    serveIlm();
    await renderPolicies();
    const row = await rowOf('logs-policy');
    const timeline = row.getByTestId('ilm-phase-timeline');
    const phases = [...timeline.querySelectorAll('[data-phase]')].map((phase) => phase.textContent);
    expect(phases).toEqual([
      'Hotafter 0msrolloverset_priority',
      'Warmafter 7dforcemergeshrink',
      'Deleteafter 30ddelete',
    ]);
    expect(row.getByText('12 indices · 1 data stream · 1 template')).toBeInTheDocument();
    expect(row.getByText('4')).toBeInTheDocument();
    expect((await rowOf('unused')).getByText('Not in use')).toBeInTheDocument();
    expect((await rowOf('legacy')).getByText('—')).toBeInTheDocument();
    expect((await rowOf('logs@lifecycle')).getByText('managed')).toBeInTheDocument();
  });

  it('opens a row to the names of its users and its JSON', async () => {
    serveIlm();
    await renderPolicies();
    await userEvent.click(await screen.findByText('logs-policy', undefined, SLOW));
    const details = await screen.findByTestId('ilm-policy-details');
    expect(details).toHaveTextContent('12 indices: logs-00, logs-01');
    expect(details).toHaveTextContent('1 data stream: logs-app');
    expect(details).toHaveTextContent('1 index template: logs-template');
  });

  it('refuses to delete a policy in use, naming its users, and sends nothing', async () => {
    const calls = serveIlm();
    await renderPolicies();
    await rowOf('logs-policy');
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete logs-policy' }));
    expect(await screen.findByText('ILM policy logs-policy is in use')).toBeInTheDocument();
    const first = Array.from({ length: 10 }, (_, i) => `logs-0${i}`).join(', ');
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          (element.textContent ?? '').includes(`Indices: ${first} and 2 more`) &&
          (element.textContent ?? '').includes('Data streams: logs-app') &&
          (element.textContent ?? '').includes('Index templates: logs-template'),
      ),
    ).toBeInTheDocument();
    // Only the list is read again, for its use now.
    expect(said(calls.slice(before))).toEqual(['GET /_ilm/policy']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes an unused policy after a confirmation naming it', async () => {
    const calls = serveIlm();
    await renderPolicies();
    await rowOf('unused');
    await userEvent.click(screen.getByRole('button', { name: 'Delete unused' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete ILM policy' });
    expect(dialog).toHaveTextContent('Delete ILM policy unused?');
    expect(dialog).not.toHaveTextContent('could not be checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(said(writes(calls))).toEqual(['DELETE /_ilm/policy/unused']));
  });

  it('says that the use of a policy could not be checked on an engine that does not tell', async () => {
    const calls = serveIlm();
    await renderPolicies();
    await rowOf('legacy');
    await userEvent.click(screen.getByRole('button', { name: 'Delete legacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete ILM policy' });
    expect(dialog).toHaveTextContent('its use could not be checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
  });

  it('offers no writes on a read-only cluster', async () => {
    serveIlm();
    await renderPolicies({ protection: 'read-only' });
    await rowOf('logs-policy');
    expect(screen.queryByRole('button', { name: 'Edit logs-policy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete logs-policy' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New policy' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
