// The guided change of a static setting in the index settings dialog: close, apply and open once
// confirmed, and its failure. Indices closed already are changed without being closed or opened;
// a running guided change keeps the dialog open and Edit off; a failed one says so in a
// notification and keeps offering to open again what it left closed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { setWriteConfirmer } from '../../../api/client';
import { confirmWrite } from '../../../components/ConfirmDialog/confirmWrite';
import {
  describeDialog,
  keyField,
  loaded,
  renderDialog,
  serve,
  SLOW,
  typeSetting,
  valueField,
  writes,
} from './testIndexSettings';

/** Asks for the guided change; the question it opens. */
async function askGuidedChange() {
  await userEvent.click(screen.getByRole('button', { name: 'Close, apply and open' }));
  return screen.findByRole('dialog', { name: 'Close, apply and open' });
}
const confirmGuidedChange = (question: HTMLElement) =>
  userEvent.click(within(question).getByRole('button', { name: 'Close, apply and open' }));
/** Asks for the guided change and confirms it. */
const runGuidedChange = async () => confirmGuidedChange(await askGuidedChange());
/** A guided change of index.codec on a cluster that asks before writes, up to its question. */
async function askStagingForGuidedChange() {
  setWriteConfirmer(confirmWrite);
  const calls = serve();
  await renderDialog(['logs'], { protection: 'confirm-writes', name: 'staging' });
  await loaded();
  await typeSetting('index.codec', 'best_compression');
  await runGuidedChange();
  const consent = await screen.findByRole('dialog', { name: 'Send these writes to staging?' });
  return { calls, consent };
}
/** A guided change whose Apply step the cluster refuses: index.codex is no setting. */
async function runRefusedGuidedChange() {
  const calls = serve('PUT /logs/_settings');
  await renderDialog(['logs']);
  await loaded();
  await typeSetting('index.codex', 'best_compression');
  await runGuidedChange();
  return calls;
}
/** The requests of a whole guided change of logs. */
const GUIDED_STEPS = ['POST /logs/_close', 'PUT /logs/_settings', 'POST /logs/_open'];

describeDialog('index settings dialog', () => {
  it('runs close, apply and open in order for a static setting, once confirmed', async () => {
    const calls = serve();
    await renderDialog(['logs']);
    await loaded();
    await typeSetting('index.codec', 'best_compression');
    expect(screen.getByTestId('needs-closed')).toHaveTextContent(
      'index.codec: an open index refuses this change.',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();

    const question = await askGuidedChange();
    expect(question).toHaveTextContent(
      'logs will be closed, changed, then opened again. Until it is open again, the index cannot be searched or written to.',
    );
    expect(writes(calls)).toEqual([]);
    await confirmGuidedChange(question);

    const steps = screen.getByRole('list', { name: 'Steps of the change' });
    await waitFor(() =>
      expect(
        within(steps)
          .getAllByText('done')
          .map((badge) => badge.textContent),
      ).toHaveLength(3),
    );
    expect(writes(calls)).toEqual([
      ['POST /logs/_close', null],
      ['PUT /logs/_settings', '{"index":{"codec":"best_compression"}}'],
      ['POST /logs/_open', null],
    ]);
    expect(within(steps).getByRole('listitem', { name: 'Apply the settings' })).toHaveTextContent(
      'PUT logs/_settings',
    );
    expect(await screen.findByText(/Settings of logs changed/)).toBeInTheDocument();
  });

  it('stops at a failing step, says the index is still closed, and opens it again', async () => {
    const calls = await runRefusedGuidedChange();

    const outcome = await screen.findByTestId('guided-outcome');
    expect(outcome).toHaveTextContent("The change stopped: the step 'Apply the settings' failed.");
    expect(outcome).toHaveTextContent('logs is still closed');
    const steps = screen.getByRole('list', { name: 'Steps of the change' });
    const apply = within(steps).getByRole('listitem', { name: 'Apply the settings' });
    expect(within(apply).getByText('failed')).toBeInTheDocument();
    expect(apply).toHaveTextContent('unknown setting [index.codex]');
    expect(within(steps).getByRole('listitem', { name: 'Open again' })).toHaveTextContent(
      'pending',
    );
    expect(writes(calls).map(([request]) => request)).toEqual([
      'POST /logs/_close',
      'PUT /logs/_settings',
    ]);

    await userEvent.click(within(outcome).getByRole('button', { name: 'Open it again' }));
    expect(
      await screen.findByText('logs is open again; its settings were not changed.'),
    ).toBeInTheDocument();
    expect(writes(calls).map(([request]) => request)).toEqual(GUIDED_STEPS);
  });

  it('asks once for the three steps where the cluster asks before writes', async () => {
    const { calls, consent } = await askStagingForGuidedChange();

    const plan = within(consent).getByRole('list', { name: 'Requests to send' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'POST /logs/_close',
      'PUT /logs/_settings\n{"index":{"codec":"best_compression"}}',
      'POST /logs/_open',
    ]);
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(consent).getByRole('button', { name: 'Send all' }));
    expect(await screen.findByText(/Settings of logs changed/, undefined, SLOW)).toBeVisible();
    expect(writes(calls).map(([request]) => request)).toEqual(GUIDED_STEPS);
    expect(screen.queryByRole('dialog', { name: /^Send th/ })).toBeNull();
  });

  it('sends nothing when the steps are declined where the cluster asks before writes', async () => {
    const { calls, consent } = await askStagingForGuidedChange();
    await userEvent.click(within(consent).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('guided-outcome', undefined, SLOW)).toHaveTextContent(
      "The change stopped: the step 'Close' failed.",
    );
    expect(writes(calls)).toEqual([]);
  });

  it('closes and opens only the open indices, and applies to all of them', async () => {
    const calls = serve();
    await renderDialog(['logs', 'metrics'], {}, { closed: new Set(['metrics']) });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Setting' }, SLOW),
      'index.codec',
    );
    await userEvent.type(valueField(), 'best_compression');
    expect(screen.getByTestId('needs-closed')).toHaveTextContent(
      'Already closed, so the steps leave it closed and only change it: metrics',
    );
    const steps = screen.getByRole('list', { name: 'Steps of the change' });
    const request = (name: string) => within(steps).getByRole('listitem', { name });
    expect(request('Close')).toHaveTextContent('POST logs/_close');
    expect(request('Apply the settings')).toHaveTextContent('PUT logs,metrics/_settings');
    expect(request('Open again')).toHaveTextContent('POST logs/_open');

    const question = await askGuidedChange();
    expect(question).toHaveTextContent('logs will be closed, changed, then opened again.');
    expect(question).not.toHaveTextContent('metrics');
    await confirmGuidedChange(question);
    await waitFor(() => expect(within(steps).getAllByText('done')).toHaveLength(3));
    expect(writes(calls)).toEqual([
      ['POST /logs/_close', null],
      ['PUT /logs,metrics/_settings', '{"index":{"codec":"best_compression"}}'],
      ['POST /logs/_open', null],
    ]);
  });

  it('cannot be closed, nor a row edited, while the guided change runs', async () => {
    let release = () => {};
    const until = new Promise<void>((resolve) => (release = resolve));
    const onClose = vi.fn();
    const calls = serve(undefined, { request: 'PUT /logs/_settings', until });
    await renderDialog(['logs'], {}, { onClose });
    await loaded();
    const dialog = screen.getByRole('dialog', { name: 'Settings: logs' });
    const closeButton = () => within(dialog).getByRole('button', { name: 'Close' });
    await typeSetting('index.codec', 'best_compression');
    await runGuidedChange();
    const steps = screen.getByRole('list', { name: 'Steps of the change' });
    await within(steps).findByText('running');

    expect(closeButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit index.number_of_replicas' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(closeButton());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Settings: logs' })).toBeInTheDocument();

    release();
    await waitFor(() => expect(within(steps).getAllByText('done')).toHaveLength(3));
    expect(writes(calls).map(([line]) => line)).toEqual(GUIDED_STEPS);
    expect(closeButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit index.number_of_replicas' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says in a notification that the run stopped and what it left closed', async () => {
    await runRefusedGuidedChange();
    expect(await screen.findByText('The settings change stopped')).toBeInTheDocument();
    expect(screen.getByText('This index is still closed: logs')).toBeInTheDocument();
    // The cluster's own reason comes in the error notification beside it.
    expect(screen.getAllByText(/unknown setting \[index\.codex\]/).length).toBeGreaterThan(1);
  });

  it('keeps offering to open again what a failed run left closed once the form changes', async () => {
    const calls = await runRefusedGuidedChange();
    await screen.findByTestId('guided-outcome');

    // Typing a dynamic setting, then Edit on a row: the notice and its button stay.
    await userEvent.clear(keyField());
    await userEvent.type(keyField(), 'index.refresh_interval');
    expect(screen.getByTestId('guided-outcome')).toHaveTextContent('logs is still closed');
    await userEvent.click(screen.getByRole('button', { name: 'Edit index.number_of_replicas' }));
    const outcome = screen.getByTestId('guided-outcome');
    expect(outcome).toHaveTextContent('logs is still closed');

    await userEvent.click(within(outcome).getByRole('button', { name: 'Open it again' }));
    expect(
      await screen.findByText('logs is open again; its settings were not changed.'),
    ).toBeInTheDocument();
    expect(writes(calls).map(([line]) => line)).toEqual(GUIDED_STEPS);
    // Open again, the index needs no notice any more: the next edit drops it.
    await userEvent.type(valueField(), '0');
    expect(screen.queryByTestId('guided-outcome')).toBeNull();
  });
});
