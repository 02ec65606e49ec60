import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import type { Feedback } from '../Feedback/feedback';
import { RolloverDialog } from './RolloverDialog';
import { withoutPrivileges } from '../../api/testPrivileges';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DRY_RUN = {
  acknowledged: false,
  shards_acknowledged: false,
  old_index: 'logs-000001',
  new_index: 'logs-000002',
  rolled_over: false,
  dry_run: true,
  conditions: { '[max_docs: 1000]': true, '[max_age: 7d]': false },
};

function serve(): RecordedRequest[] {
  return installFakeFetch((request) =>
    jsonResponse(
      new URL(request.url).searchParams.get('dry_run') === 'true'
        ? DRY_RUN
        : { ...DRY_RUN, acknowledged: true, rolled_over: true, dry_run: false },
    ),
  ).calls;
}

function feedback(): Feedback {
  return { succeeded: vi.fn(), failed: vi.fn(), ask: vi.fn(() => Promise.resolve(true)) };
}

async function open(props: {
  choices?: string[];
  distribution?: 'elasticsearch' | 'opensearch';
  version?: string;
}) {
  const { distribution = 'elasticsearch', version = '8.15.0' } = props;
  const said = feedback();
  const onClose = vi.fn();
  await renderScreen(
    <RolloverDialog name="logs" choices={props.choices} feedback={said} onClose={onClose} />,
    {
      connection: testConnection([testCluster({ distribution, version })], 0),
    },
    '/cluster/0/indices',
  );
  const title = (props.choices?.length ?? 0) > 1 ? 'Roll over an alias' : 'Roll over logs';
  return { said, onClose, dialog: await screen.findByRole('dialog', { name: title }) };
}

const sent = (calls: RecordedRequest[]) =>
  withoutPrivileges(calls).map((call) => {
    const url = new URL(call.url);
    return `${call.method} ${url.pathname}${url.search} ${call.body ?? ''}`;
  });

describe('the rollover dialog', () => {
  it('runs a dry run first, shows which conditions are met, then rolls over', async () => {
    const calls = serve();
    const { said, onClose, dialog } = await open({});
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Max documents' }), '1000');
    expect(within(dialog).queryByRole('button', { name: 'Roll over' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dry run' }));
    const outcome = await within(dialog).findByTestId('rollover-dry-run');
    expect(outcome).toHaveTextContent('It would roll over now, to logs-000002.');
    expect(outcome).toHaveTextContent('[max_docs: 1000]: met');
    expect(outcome).toHaveTextContent('[max_age: 7d]: not met');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll over' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(calls)).toEqual([
      'POST /logs/_rollover?dry_run=true {"conditions":{"max_docs":1000}}',
      'POST /logs/_rollover {"conditions":{"max_docs":1000}}',
    ]);
    expect(said.succeeded).toHaveBeenCalledWith(
      'logs rolled over to logs-000002',
      expect.anything(),
    );
  });

  it('asks for a new dry run once the conditions change', async () => {
    serve();
    const { dialog } = await open({});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dry run' }));
    await within(dialog).findByTestId('rollover-dry-run');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Max age' }), '7d');
    expect(within(dialog).queryByTestId('rollover-dry-run')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Dry run' })).toBeInTheDocument();
  });

  it('offers the index size condition on Elasticsearch before 7.13, of the active cluster', async () => {
    serve();
    const { dialog } = await open({ version: '7.12.1' });
    expect(within(dialog).queryByRole('textbox', { name: 'Max primary shard size' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Max index size' })).toBeInTheDocument();
  });

  it("offers OpenSearch's index size condition, and the index's other aliases", async () => {
    const calls = serve();
    const { dialog } = await open({ distribution: 'opensearch', choices: ['logs', 'events'] });
    expect(within(dialog).queryByRole('textbox', { name: 'Max primary shard size' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Max index size' }), '5gb');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Alias' }));
    await userEvent.click(await screen.findByRole('option', { name: 'events' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dry run' }));
    await within(dialog).findByTestId('rollover-dry-run');
    expect(sent(calls)).toEqual([
      'POST /events/_rollover?dry_run=true {"conditions":{"max_size":"5gb"}}',
    ]);
  });
});
