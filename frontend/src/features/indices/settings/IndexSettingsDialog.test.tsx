// The index settings dialog against a fake cluster: the rows and the defaults switch, the filter,
// a dynamic change sent as shown, the guided change of a static setting and its failure, the
// bulk change, and a read-only cluster. Indices closed already are changed without being closed
// or opened; a running guided change keeps the dialog open and Edit off; a failed one says so in
// a notification and keeps offering to open again what it left closed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setWriteConfirmer } from '../../../api/client';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { confirmWrite } from '../../../components/ConfirmDialog/confirmWrite';
import { dismissAllNotifications } from '../../../components/Notifications/notificationStore';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { IndexSettingsDialog } from './IndexSettingsDialog';
import { formatLocale } from '../../../lib/locale';

afterEach(() => {
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
  dismissAllNotifications();
});

// GET logs/_settings?flat_settings=true(&include_defaults=true) on Elasticsearch 8, cut down.
const SET = {
  'index.creation_date': '1718000000000',
  'index.number_of_replicas': '1',
  'index.number_of_shards': '1',
  'index.provided_name': 'logs',
};
const DEFAULTS = {
  'index.codec': 'default',
  'index.max_result_window': '10000',
  'index.refresh_interval': '1s',
};

const REFUSED = {
  error: {
    root_cause: [{ type: 'illegal_argument_exception', reason: 'unknown setting [index.codex]' }],
    type: 'illegal_argument_exception',
    reason: 'unknown setting [index.codex]',
  },
  status: 400,
};

/**
 * Serves the settings and acknowledges every write, but `failing` ('PUT /logs/_settings'); the
 * answer to `held` waits for `until`.
 */
function serve(
  failing?: string,
  hold?: { request: string; until: Promise<void> },
): RecordedRequest[] {
  return installFakeFetch(async (request) => {
    const url = new URL(request.url);
    const line = `${request.method} ${url.pathname}`;
    if (line === hold?.request) await hold.until;
    if (line === failing) return jsonResponse(REFUSED, 400);
    if (request.method === 'GET') {
      const withDefaults = url.searchParams.get('include_defaults') === 'true';
      return jsonResponse({
        logs: withDefaults ? { settings: SET, defaults: DEFAULTS } : { settings: SET },
      });
    }
    return jsonResponse({ acknowledged: true, shards_acknowledged: true });
  }).calls;
}

function renderDialog(
  indices: readonly string[],
  cluster: Partial<Cluster> = {},
  options: { closed?: ReadonlySet<string>; onClose?: () => void } = {},
) {
  const { closed, onClose = vi.fn() } = options;
  return renderScreen(<IndexSettingsDialog indices={indices} closed={closed} onClose={onClose} />, {
    connection: testConnection([testCluster(cluster)], 0),
  });
}

const SLOW = { timeout: 15_000 };
const sent = (call: RecordedRequest) => {
  const url = new URL(call.url);
  return `${call.method} ${url.pathname}${url.search}`;
};
const writes = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [sent(call), call.body]);
const table = () => screen.getByRole('table', { name: 'Settings of logs' });
const row = (key: string) => within(table()).getByText(key).closest('tr') as HTMLElement;
/** The table once its first rows are in. */
const loaded = async () =>
  within(await screen.findByRole('table', { name: 'Settings of logs' }, SLOW)).findByText(
    'index.number_of_replicas',
    undefined,
    SLOW,
  );
const keyField = () => screen.getByRole('textbox', { name: 'Setting' });
const valueField = () => screen.getByRole('textbox', { name: /^Value/ });

/** Types a setting and its value into the form. */
async function typeSetting(key: string, value: string) {
  await userEvent.type(keyField(), key);
  await userEvent.type(valueField(), value);
}
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

describe('index settings dialog', { timeout: 60_000 }, () => {
  it('lists the set settings, and the defaults marked apart once asked', async () => {
    const calls = serve();
    await renderDialog(['logs']);
    expect(await loaded()).toBeVisible();
    expect(within(row('index.number_of_replicas')).getByText('set')).toBeInTheDocument();
    // The creation time as a date, the stored epoch milliseconds beside it.
    expect(row('index.creation_date')).toHaveTextContent(
      `${new Date(1718000000000).toLocaleString(formatLocale())} (1718000000000)`,
    );
    expect(within(table()).queryByText('index.refresh_interval')).toBeNull();
    expect(calls.map(sent)).toEqual(['GET /logs/_settings?flat_settings=true']);

    await userEvent.click(screen.getByRole('switch', { name: 'Show defaults' }));
    expect(await within(table()).findByText('index.refresh_interval')).toBeInTheDocument();
    expect(sent(calls[calls.length - 1])).toBe(
      'GET /logs/_settings?flat_settings=true&include_defaults=true',
    );
    const refresh = within(row('index.refresh_interval'));
    expect(refresh.getByText('1s')).toBeInTheDocument();
    expect(refresh.getByText('default')).toBeInTheDocument();
    expect(within(row('index.number_of_shards')).getByText('set')).toBeInTheDocument();
    expect(screen.getByTestId('settings-count')).toHaveTextContent('7 of 7 settings');
  });

  it('filters the rows by key or value', async () => {
    serve();
    await renderDialog(['logs']);
    await userEvent.click(await screen.findByRole('switch', { name: 'Show defaults' }, SLOW));
    await within(table()).findByText('index.refresh_interval');
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter settings' }), 'refresh');
    await waitFor(() => expect(within(table()).queryByText('index.codec')).toBeNull());
    expect(within(table()).getByText('index.refresh_interval')).toBeInTheDocument();
    expect(screen.getByTestId('settings-count')).toHaveTextContent('1 of 7 settings');
  });

  it('lines up the Setting and Value inputs: each right under its label, help and errors below', async () => {
    serve();
    await renderDialog(['logs']);
    await loaded();
    await userEvent.type(keyField(), 'not a key');
    for (const field of [keyField(), valueField()]) {
      const wrapper = field.closest('.mantine-Input-wrapper')!;
      expect(wrapper.previousElementSibling).toBe(
        document.querySelector(`label[for="${field.id}"]`),
      );
    }
    const help = screen.getByText(/^Sent as text; null resets the setting/);
    const error = screen.getByText(/^A setting name is dotted words/);
    expect(valueField().compareDocumentPosition(help)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(keyField().compareDocumentPosition(error)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('edits number_of_replicas: shows the exact request, sends it, reloads the list', async () => {
    const calls = serve();
    await renderDialog(['logs']);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit index.number_of_replicas' }, SLOW),
    );
    expect(keyField()).toHaveValue('index.number_of_replicas');
    expect(valueField()).toHaveValue('1');
    expect(valueField()).toHaveFocus();
    // Static rows offer no Edit: they go through the form and the guided change.
    expect(screen.queryByRole('button', { name: 'Edit index.number_of_shards' })).toBeNull();

    await userEvent.clear(valueField());
    await userEvent.type(valueField(), '2');
    expect(screen.getByTestId('settings-request')).toHaveTextContent(
      'PUT logs/_settings { "index": { "number_of_replicas": "2" } }',
    );
    const reads = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Settings of logs changed/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      ['PUT /logs/_settings', '{"index":{"number_of_replicas":"2"}}'],
    ]);
    await waitFor(() =>
      expect(calls.slice(reads + 1).map(sent)).toContain('GET /logs/_settings?flat_settings=true'),
    );
  });

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

  it('changes several indices in one request, without a table', async () => {
    const calls = serve();
    await renderDialog(['logs', 'metrics']);
    expect(
      await screen.findByText(
        /sent to these 2 indices in one request: logs, metrics/,
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await typeSetting('index.refresh_interval', '30s');
    expect(screen.getByTestId('settings-request')).toHaveTextContent('PUT logs,metrics/_settings');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Settings of 2 indices changed/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      ['PUT /logs,metrics/_settings', '{"index":{"refresh_interval":"30s"}}'],
    ]);
  });

  it('applies a static setting to a closed index as is: no close, no open', async () => {
    const calls = serve();
    await renderDialog(['logs'], {}, { closed: new Set(['logs']) });
    await loaded();
    await typeSetting('index.codec', 'best_compression');
    expect(screen.queryByTestId('needs-closed')).toBeNull();
    expect(screen.queryByText(/an open index refuses this change/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Steps of the change' })).toBeNull();
    expect(screen.getByTestId('closed-apply')).toHaveTextContent(
      'index.codec: the index is closed, so the change is sent as is and the index stays closed.',
    );
    expect(screen.getByTestId('settings-request')).toHaveTextContent(
      'PUT logs/_settings { "index": { "codec": "best_compression" } }',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Settings of logs changed/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      ['PUT /logs/_settings', '{"index":{"codec":"best_compression"}}'],
    ]);
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

  it('shows the settings of a read-only cluster without any way to change them', async () => {
    serve();
    await renderDialog(['logs'], { protection: 'read-only' });
    expect(await loaded()).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Setting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('read-only');
  });
});
