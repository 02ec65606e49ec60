import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import {
  chooseNode,
  describeDialog,
  LIFTING,
  LOADS,
  open,
  run,
  sent,
  serve,
  SHRINK_BODY,
  SLOW,
  step,
  stepNames,
  STAYS_YELLOW,
} from './testReshape';

describeDialog('the Shrink dialog', () => {
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
});

describeDialog('the Shrink dialog on a source already blocked and pinned', () => {
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

describeDialog('the Split dialog', () => {
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
