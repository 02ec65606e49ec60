import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { setWriteConfirmer } from '../../../api/client';
import { testCluster, testConnection } from '../../../test/fixtures';
import { confirmWrite } from '../../../components/ConfirmDialog/confirmWrite';
import { renderScreen } from '../../../test/renderScreen';
import { ReshapeDialog } from './ReshapeDialog';
import {
  chooseNode,
  describeDialog,
  loadedDialog,
  LOADS,
  open,
  run,
  sent,
  serve,
  SHRINK_BODY,
  SLOW,
  step,
  STAYS_YELLOW,
} from './testReshape';

describeDialog('the Shrink dialog', () => {
  it('asks once for every write where the cluster asks, then sends them all', async () => {
    setWriteConfirmer(confirmWrite);
    const calls = serve();
    const dialog = await open('shrink', { protection: 'confirm-writes', name: 'staging' });
    await chooseNode(dialog, 'node-b');
    await run(dialog);
    const question = await screen.findByRole('dialog', { name: 'Send these writes to staging?' });
    const plan = within(question).getByRole('list', { name: 'Requests to send' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'PUT /logs/_settings\n{"index.blocks.write":true}',
      'PUT /logs/_settings\n{"index.routing.allocation.require._name":"node-b"}',
      `POST /logs/_shrink/logs-shrunk\n${SHRINK_BODY}`,
      'PUT /logs/_settings\n{"index.blocks.write":null}',
      'PUT /logs/_settings\n{"index.routing.allocation.require._name":null}',
    ]);
    expect(sent(calls)).toHaveLength(LOADS);
    await userEvent.click(within(question).getByRole('button', { name: 'Send all' }));
    expect(
      await within(dialog).findByText(
        'logs-shrunk is ready, and logs takes writes again.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Send th/ })).toBeNull();
    expect(sent(calls).filter((call) => !call.startsWith('GET'))).toHaveLength(5);
  });

  it('asks once more for the undoing of a failed run where the cluster asks', async () => {
    setWriteConfirmer(confirmWrite);
    const calls = serve({ refuseShrink: true });
    const dialog = await open('shrink', { protection: 'confirm-writes', name: 'staging' });
    await run(dialog);
    const plan = await screen.findByRole('dialog', { name: 'Send these writes to staging?' });
    await userEvent.click(within(plan).getByRole('button', { name: 'Send all' }));
    await within(dialog).findByRole('alert', {}, SLOW);

    const before = calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to logs' }));
    const undo = await screen.findByRole('dialog', { name: 'Send these writes to staging?' });
    expect(
      within(undo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'PUT /logs/_settings\n{"index.blocks.write":null}',
      'PUT /logs/_settings\n{"index.routing.allocation.require._name":null}',
    ]);
    await userEvent.click(within(undo).getByRole('button', { name: 'Send all' }));
    expect(
      await within(dialog).findByText('logs is back as it was before the steps.', {}, SLOW),
    ).toBeInTheDocument();
    expect(sent(calls.slice(before))).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: /^Send th/ })).toBeNull();
  });

  it('sends no write once the plan is declined where the cluster asks', async () => {
    setWriteConfirmer(confirmWrite);
    const calls = serve();
    const dialog = await open('shrink', { protection: 'confirm-writes', name: 'staging' });
    await run(dialog);
    const question = await screen.findByRole('dialog', { name: 'Send these writes to staging?' });
    expect(question).toHaveTextContent('PUT /logs/_settings');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'PUT /logs/_settings was not sent.',
    );
    expect(within(dialog).getByText('Step failed: Block writes to logs')).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing was changed on the source.')).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(LOADS);
  });
});

/** The dialog as its screen holds it: closing it (onClose) removes it. */
function Closable({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState<string | null>('logs');
  const close = () => {
    onClose();
    setIndex(null);
  };
  return <ReshapeDialog index={index} kind="shrink" onClose={close} />;
}

/** Opens the Shrink dialog as its screen holds it. */
async function openClosable(onClose: () => void) {
  await renderScreen(<Closable onClose={onClose} />, {
    connection: testConnection([testCluster()], 0),
  });
  return loadedDialog('Shrink logs');
}

describeDialog('closing the Shrink dialog while the steps run', () => {
  it('asks first, and once agreed tells what stays on the source with the requests', async () => {
    const calls = serve(STAYS_YELLOW);
    const onClose = vi.fn();
    const dialog = await openClosable(onClose);
    await run(dialog);
    await within(step(dialog, 'Wait until logs-shrunk is green')).findByText(
      'Waiting for green: 2 of 4 shards active (yellow)',
      {},
      SLOW,
    );

    // Close, then Esc: each asks, and keeping the steps running leaves the dialog open.
    for (const close of [
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Close' })),
      () => userEvent.keyboard('{Escape}'),
    ]) {
      await close();
      const question = await screen.findByRole('dialog', { name: 'Stop the steps?' });
      expect(question).toHaveTextContent(
        'The steps stop after the request under way. What they already set stays on logs until it is removed:',
      );
      expect(question).toHaveTextContent(
        'logs still blocks writes; the request below allows them again.',
      );
      expect(question).toHaveTextContent('PUT logs/_settings { "index.blocks.write": null }');
      expect(question).toHaveTextContent(
        'PUT logs/_settings { "index.routing.allocation.require._name": null }',
      );
      await userEvent.click(within(question).getByRole('button', { name: 'Keep running' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Stop the steps?' })).toBeNull(),
      );
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Shrink logs' })).toBeInTheDocument();
    }

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Stop the steps?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stop and close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shrink logs' })).toBeNull());
    const card = (await screen.findByText('Shrink of logs stopped', {}, SLOW)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(card).toHaveTextContent(
      'logs still blocks writes; the request below allows them again.',
    );
    expect(card).toHaveTextContent(/logs still has its allocation filter/);
    expect(card).toHaveTextContent('logs-shrunk was created and stays.');
    expect(card).toHaveTextContent('PUT logs/_settings { "index.blocks.write": null }');
    expect(card).toHaveTextContent(
      'PUT logs/_settings { "index.routing.allocation.require._name": null }',
    );
    // Stopped: the steps after the wait are not sent.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent(calls).filter((line) => line.startsWith('PUT'))).toEqual([
      'PUT /logs/_settings {"index.blocks.write":true}',
      'PUT /logs/_settings {"index.routing.allocation.require._name":"node-a"}',
    ]);
  });

  it('closes at once before the steps run', async () => {
    serve();
    const onClose = vi.fn();
    const dialog = await openClosable(onClose);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Stop the steps?' })).toBeNull();
  });
});
