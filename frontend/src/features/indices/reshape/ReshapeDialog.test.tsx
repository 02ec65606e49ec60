import { useState } from 'react';
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
import { ReshapeDialog } from './ReshapeDialog';

afterEach(() => {
  dismissAllNotifications();
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
});

/** Four primaries of 100 bytes: 0 and 1 on node-a, 2 and 3 on node-b; `on` moves them all. */
const shards = (on?: string) =>
  [0, 1, 2, 3].map((shard) => ({
    index: 'logs',
    shard: String(shard),
    prirep: 'p',
    state: 'STARTED',
    node: on ?? (shard < 2 ? 'node-a' : 'node-b'),
    store: '100',
  }));

const NODES = [
  { name: 'node-a', id: 'aaaa', 'node.role': 'dim' },
  { name: 'node-b', id: 'bbbb', 'node.role': 'dim' },
  { name: 'node-c', id: 'cccc', 'node.role': 'dim' },
  { name: 'master', id: 'mmmm', 'node.role': 'm' },
];
const ALLOCATION = [
  { node: 'node-a', 'disk.avail': '10000' },
  { node: 'node-b', 'disk.avail': '5000' },
  { node: 'node-c', 'disk.avail': '50' },
];
const SETTINGS = {
  logs: { settings: { 'index.number_of_shards': '4', 'index.number_of_replicas': '0' } },
};
const ACK = { acknowledged: true };
const REFUSED = {
  error: {
    root_cause: [
      { type: 'resource_already_exists_exception', reason: 'index [logs-shrunk] already exists' },
    ],
    type: 'resource_already_exists_exception',
    reason: 'index [logs-shrunk] already exists',
  },
  status: 400,
};

interface Serve {
  /** The answers of GET _cluster/health/logs-shrunk, one per call; the last one repeats. */
  green?: { status: number; body: unknown }[];
  /** The shrink call is refused. */
  refuseShrink?: boolean;
  /** The source's settings, flat, besides its shard counts. */
  settings?: Record<string, string>;
}

const HEALTH_GREEN = { status: 200, body: { status: 'green', active_shards: 2 } };
/** The wait for green of the new index times out on yellow, every time. */
const STAYS_YELLOW: Serve = {
  green: [
    {
      status: 408,
      body: { status: 'yellow', timed_out: true, active_shards: 2, unassigned_shards: 2 },
    },
  ],
};

/** The cluster of the tests; the copies gather on the node a PUT require._name names. */
function serve({ green = [HEALTH_GREEN], refuseShrink = false, settings = {} }: Serve = {}) {
  let gatheredOn: string | undefined;
  return installFakeFetch((request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'PUT') {
      const body = JSON.parse(request.body ?? '{}') as Record<string, unknown>;
      const node = body['index.routing.allocation.require._name'];
      if (typeof node === 'string') gatheredOn = node;
      return jsonResponse(ACK);
    }
    if (request.method === 'POST')
      return refuseShrink
        ? jsonResponse(REFUSED, 400)
        : jsonResponse({ ...ACK, shards_acknowledged: true, index: 'logs-shrunk' });
    switch (pathname) {
      case '/_cat/shards/logs':
        return jsonResponse(shards(gatheredOn));
      case '/_cat/nodes':
        return jsonResponse(NODES);
      case '/logs/_settings':
        return jsonResponse({ logs: { settings: { ...SETTINGS.logs.settings, ...settings } } });
      case '/_cat/allocation':
        return jsonResponse(ALLOCATION);
      case '/_cluster/state/metadata/logs':
        return jsonResponse({ metadata: { indices: { logs: { routing_num_shards: 1024 } } } });
      case '/_cluster/health/logs':
        return jsonResponse({ status: 'green', relocating_shards: 0 });
      case '/_cluster/health/logs-shrunk': {
        const answer = green.length > 1 ? green.shift()! : green[0];
        return jsonResponse(answer.body, answer.status);
      }
      default:
        return jsonResponse({}, 404);
    }
  }).calls;
}

/** The requests as sent: method, path with query, body. */
const sent = (calls: RecordedRequest[]) =>
  calls.map((call) => {
    const url = new URL(call.url);
    return `${call.method} ${decodeURIComponent(url.pathname + url.search)}${call.body ? ` ${call.body}` : ''}`;
  });

/** The five reads of the opening. */
const LOADS = 5;
const SLOW = { timeout: 10_000 };

async function open(kind: 'shrink' | 'split' = 'shrink', cluster: Partial<Cluster> = {}) {
  await renderScreen(<ReshapeDialog index="logs" kind={kind} onClose={vi.fn()} />, {
    connection: testConnection([testCluster(cluster)], 0),
  });
  return loadedDialog(kind === 'shrink' ? 'Shrink logs' : 'Split logs');
}

/** The dialog called `title` once its form is in. */
async function loadedDialog(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title }, SLOW);
  await within(dialog).findByRole('textbox', { name: /New index/ }, SLOW);
  return dialog;
}

async function chooseNode(dialog: HTMLElement, node: string) {
  await userEvent.click(
    within(dialog).getByRole('textbox', { name: 'Node to gather a copy of every shard on' }),
  );
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${node} `) }));
}

/** The names of the steps, in order. */
const stepNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const step = (dialog: HTMLElement, name: string) => within(dialog).getByRole('listitem', { name });

async function run(dialog: HTMLElement, confirmTitle = 'Shrink logs?') {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
  const question = await screen.findByRole('dialog', { name: confirmTitle });
  await userEvent.click(within(question).getByRole('button', { name: 'Run' }));
}

/** The two writes that give the source back its writes and lift its allocation filter. */
const LIFTING = [
  'PUT /logs/_settings {"index.blocks.write":null}',
  'PUT /logs/_settings {"index.routing.allocation.require._name":null}',
];

const SHRINK_BODY =
  '{"settings":{"index.number_of_shards":2,"index.number_of_replicas":0,"index.routing.allocation.require._name":null,"index.blocks.write":null}}';

describe('the Shrink dialog', { timeout: 60_000 }, () => {
  it('lists the steps with their requests for a 4-shard source shrinking to 2 on a chosen node', async () => {
    const calls = serve();
    const dialog = await open();
    expect(sent(calls)).toEqual([
      'GET /_cat/shards/logs?format=json&h=index,shard,prirep,state,node,store&bytes=b',
      'GET /_cat/nodes?format=json&h=name,id,node.role',
      'GET /logs/_settings?flat_settings=true',
      'GET /_cat/allocation?format=json&bytes=b',
      'GET /_cluster/state/metadata/logs?filter_path=metadata.indices.*.routing_num_shards',
    ]);
    expect(
      within(dialog).getByText('Source: 4 primary shards, 400 B of primaries'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /New index/ })).toHaveValue('logs-shrunk');
    expect(
      within(dialog).getByRole('textbox', { name: 'Primary shards of the new index' }),
    ).toHaveValue('2');
    // The source's replicas to start with, and the hint says so.
    const replicas = within(dialog).getByRole('textbox', { name: 'Replicas of the new index' });
    expect(replicas).toHaveValue('0');
    expect(replicas).toHaveAccessibleDescription(
      "Filled in with the source's count. Empty: the engine decides.",
    );
    // node-a and node-b hold two shards each; node-a has more free disk.
    const node = within(dialog).getByRole('textbox', {
      name: 'Node to gather a copy of every shard on',
    });
    expect(node).toHaveValue('node-a · 10 kB free');
    await chooseNode(dialog, 'node-b');
    expect(node).toHaveValue('node-b · 5 kB free');

    const names = stepNames(dialog);
    expect(names).toEqual([
      'Block writes to logs',
      'Move a copy of every shard of logs to node-b',
      'Wait until every shard has a copy on node-b',
      'Shrink logs into logs-shrunk',
      'Wait until logs-shrunk is green',
      'Allow writes to logs again',
      'Remove the allocation filter from logs',
    ]);
    expect(step(dialog, 'Block writes to logs')).toHaveTextContent('To do');
    expect(step(dialog, 'Block writes to logs')).toHaveTextContent(
      'PUT logs/_settings { "index.blocks.write": true }',
    );
    expect(step(dialog, 'Move a copy of every shard of logs to node-b')).toHaveTextContent(
      'PUT logs/_settings { "index.routing.allocation.require._name": "node-b" }',
    );
    expect(step(dialog, 'Wait until every shard has a copy on node-b')).toHaveTextContent(
      'GET _cluster/health/logs?wait_for_no_relocating_shards=true&timeout=30s',
    );
    const shrink = within(step(dialog, 'Shrink logs into logs-shrunk')).getByText(/^POST/);
    expect(shrink.textContent).toBe(
      `POST logs/_shrink/logs-shrunk\n${JSON.stringify(JSON.parse(SHRINK_BODY), null, 2)}`,
    );
    expect(step(dialog, 'Wait until logs-shrunk is green')).toHaveTextContent(
      'GET _cluster/health/logs-shrunk?wait_for_status=green&timeout=30s',
    );
    expect(sent(calls)).toHaveLength(LOADS);
  });

  it('runs the steps in order once confirmed, waiting for the copies to gather', async () => {
    const calls = serve();
    const dialog = await open();
    await chooseNode(dialog, 'node-b');
    await run(dialog);
    expect(
      await within(dialog).findByText(
        'logs-shrunk is ready, and logs takes writes again.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(sent(calls).slice(LOADS)).toEqual([
      'PUT /logs/_settings {"index.blocks.write":true}',
      'PUT /logs/_settings {"index.routing.allocation.require._name":"node-b"}',
      'GET /_cluster/health/logs?wait_for_no_relocating_shards=true&timeout=30s',
      'GET /_cat/shards/logs?format=json&h=index,shard,prirep,state,node,store&bytes=b',
      `POST /logs/_shrink/logs-shrunk ${SHRINK_BODY}`,
      'GET /_cluster/health/logs-shrunk?wait_for_status=green&timeout=30s',
      'PUT /logs/_settings {"index.blocks.write":null}',
      'PUT /logs/_settings {"index.routing.allocation.require._name":null}',
    ]);
    for (const item of within(dialog).getAllByRole('listitem'))
      expect(item).toHaveTextContent('Done');
    expect(await screen.findByText(/Created logs-shrunk from logs/, {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Run' })).toBeNull();
  });

  it('shows the wait for green, and goes on without it when asked', async () => {
    const calls = serve(STAYS_YELLOW);
    const dialog = await open();
    await run(dialog);
    const wait = step(dialog, 'Wait until logs-shrunk is green');
    expect(
      await within(wait).findByText('Waiting for green: 2 of 4 shards active (yellow)', {}, SLOW),
    ).toBeInTheDocument();
    await userEvent.click(within(wait).getByRole('button', { name: 'Continue without waiting' }));
    expect(
      await within(dialog).findByText(
        'logs-shrunk was not green yet when the steps went on.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(wait).toHaveTextContent('Skipped');
    expect(sent(calls).slice(-2)).toEqual(LIFTING);
  });

  it('stops at a failed step with the reason, and offers to lift what it left on the source', async () => {
    const calls = serve({ refuseShrink: true });
    const dialog = await open();
    await run(dialog);
    const failure = await within(dialog).findByRole('alert', {}, SLOW);
    expect(failure).toHaveTextContent('index [logs-shrunk] already exists');
    expect(
      within(dialog).getByText('Step failed: Shrink logs into logs-shrunk'),
    ).toBeInTheDocument();
    expect(sent(calls).at(-1)).toBe(`POST /logs/_shrink/logs-shrunk ${SHRINK_BODY}`);
    expect(step(dialog, 'Shrink logs into logs-shrunk')).toHaveTextContent('Failed');
    expect(step(dialog, 'Allow writes to logs again')).toHaveTextContent('To do');
    expect(
      within(dialog).getByText('logs still blocks writes; the request below allows them again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/logs still has its allocation filter/)).toBeInTheDocument();

    const before = calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to logs' }));
    expect(
      await within(dialog).findByText('logs is back as it was before the steps.', {}, SLOW),
    ).toBeInTheDocument();
    expect(sent(calls.slice(before))).toEqual(LIFTING);
  });

  it('says in words what blocks the operation', async () => {
    serve();
    const dialog = await open();
    await chooseNode(dialog, 'node-c');
    expect(
      within(dialog).getByText(
        'node-c does not have 400 B of free disk for a second copy of the primaries.',
      ),
    ).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /New index/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'logs');
    expect(
      within(dialog).getByText("The new index needs a name other than the source's."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run' })).toBeDisabled();
  });

  it('offers no run on a read-only cluster', async () => {
    const calls = serve();
    const dialog = await open('shrink', { protection: 'read-only', name: 'production' });
    expect(
      within(dialog).getByText('production is read-only: Shardscope sends it no writes.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Run' })).toBeDisabled();
    expect(sent(calls)).toHaveLength(LOADS);
  });

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

describe('the Shrink dialog on a source already blocked and pinned', { timeout: 60_000 }, () => {
  it('keeps the write block and the allocation filter the source had before', async () => {
    const calls = serve({
      settings: {
        'index.blocks.write': 'true',
        'index.routing.allocation.require._name': 'node-a',
      },
    });
    const dialog = await open();
    expect(
      within(dialog).getByRole('textbox', { name: 'Node to gather a copy of every shard on' }),
    ).toHaveValue('node-a · 10 kB free');
    expect(stepNames(dialog)).toEqual([
      'Block writes to logs',
      'Move a copy of every shard of logs to node-a',
      'Wait until every shard has a copy on node-a',
      'Shrink logs into logs-shrunk',
      'Wait until logs-shrunk is green',
    ]);
    expect(step(dialog, 'Block writes to logs')).toHaveTextContent('Already done');
    await run(dialog);
    expect(
      await within(dialog).findByText(
        'logs-shrunk is ready; logs keeps the write block it had before.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    const writes = sent(calls)
      .slice(LOADS)
      .filter((line) => !line.startsWith('GET'));
    expect(writes).toEqual([
      'PUT /logs/_settings {"index.routing.allocation.require._name":"node-a"}',
      `POST /logs/_shrink/logs-shrunk ${SHRINK_BODY}`,
    ]);
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

describe('closing the Shrink dialog while the steps run', { timeout: 60_000 }, () => {
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

describe('the Split dialog', { timeout: 60_000 }, () => {
  it('lists the block, the split, the wait for green and the lifting of the block', async () => {
    serve();
    const dialog = await open('split');
    expect(within(dialog).queryByRole('textbox', { name: /Node to gather/ })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /New index/ })).toHaveValue('logs-split');
    expect(
      within(dialog).getByRole('textbox', { name: 'Primary shards of the new index' }),
    ).toHaveValue('8');
    expect(stepNames(dialog)).toEqual([
      'Block writes to logs',
      'Split logs into logs-split',
      'Wait until logs-split is green',
      'Allow writes to logs again',
    ]);
    expect(step(dialog, 'Split logs into logs-split')).toHaveTextContent(
      'POST logs/_split/logs-split { "settings": { "index.number_of_shards": 8, "index.number_of_replicas": 0, "index.blocks.write": null } }',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Run' })).toBeEnabled());
  });
});
