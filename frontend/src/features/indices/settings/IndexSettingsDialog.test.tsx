// The index settings dialog against a fake cluster: the rows and the defaults switch, the filter,
// a dynamic change sent as shown, the bulk change, a static setting sent as is to a closed index,
// and a read-only cluster.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { formatLocale } from '../../../lib/locale';
import {
  describeDialog,
  keyField,
  loaded,
  renderDialog,
  sent,
  serve,
  SLOW,
  typeSetting,
  valueField,
  writes,
} from './testIndexSettings';

const table = () => screen.getByRole('table', { name: 'Settings of logs' });
const row = (key: string) => within(table()).getByText(key).closest('tr') as HTMLElement;

describeDialog('index settings dialog', () => {
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
