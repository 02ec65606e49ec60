import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
import { withoutPrivileges } from '../../api/testPrivileges';
import { dismissAllNotifications } from '../../components/Notifications/notificationStore';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { ClusterSettingsScreen } from './ClusterSettingsScreen';
import { SET_SETTINGS } from './testClusterSettings';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllNotifications();
});

const SLOW = { timeout: 15_000 };

const SETTINGS = {
  ...SET_SETTINGS,
  defaults: {
    'cluster.routing.allocation.disk.watermark.low': '85%',
    'cluster.routing.allocation.awareness.attributes': ['<b>zone</b>'],
  },
};

const REFUSAL = {
  error: {
    type: 'illegal_argument_exception',
    reason: 'persistent setting [no.such.setting], not recognized',
  },
  status: 400,
};

function serve(
  options: { settings?: unknown; put?: { status: number; body: unknown } } = {},
): RecordedRequest[] {
  return installFakeFetch((request) => {
    if (!pathOf(request.url).endsWith('/_cluster/settings')) return jsonResponse({}, 404);
    if (request.method === 'PUT') {
      const answer = options.put ?? { status: 200, body: { acknowledged: true } };
      return jsonResponse(answer.body, answer.status);
    }
    return jsonResponse(options.settings ?? SETTINGS);
  }).calls;
}

const puts = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => JSON.parse(call.body ?? ''));

function renderSettings() {
  return renderScreen(
    <ClusterSettingsScreen />,
    { connection: testConnection([testCluster()], 0) },
    '/cluster/0/cluster_settings',
  );
}

const table = () => screen.getByRole('table', { name: 'Cluster settings' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

async function openEdit(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }, SLOW));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
}

describe('cluster settings screen', { timeout: 60_000 }, () => {
  it('lists the settings in force with their source, the defaults behind the switch', async () => {
    const calls = serve();
    await renderSettings();
    await screen.findByText('indices.recovery.max_bytes_per_sec', undefined, SLOW);
    expect(new URL(withoutPrivileges(calls)[0].url).search).toBe(
      '?include_defaults=true&flat_settings=true',
    );
    const enable = rowOf('cluster.routing.allocation.enable');
    expect(within(enable).getByText('primaries')).toBeInTheDocument();
    expect(within(enable).getByText('transient')).toBeInTheDocument();
    expect(within(enable).getByText('hides the persistent value none')).toBeInTheDocument();
    expect(within(table()).queryByText('85%')).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Show defaults' }));
    const low = rowOf('cluster.routing.allocation.disk.watermark.low');
    expect(within(low).getByText('default')).toBeInTheDocument();
    // A list reads as JSON text; nothing the cluster sends becomes markup.
    expect(within(table()).getByText('["<b>zone</b>"]')).toBeInTheDocument();
    expect(table().querySelector('b')).toBeNull();
    expect(screen.queryByText('This cluster sent no default values.')).toBeNull();
  });

  it('filters by name or value', async () => {
    serve();
    await renderSettings();
    await screen.findByText('indices.recovery.max_bytes_per_sec', undefined, SLOW);
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), '50mb');
    await waitFor(() =>
      expect(within(table()).queryByText('cluster.routing.allocation.enable')).toBeNull(),
    );
    expect(within(table()).getByText('indices.recovery.max_bytes_per_sec')).toBeInTheDocument();
  });

  it('says so when the cluster sent no defaults', async () => {
    serve({ settings: { persistent: {}, transient: {} } });
    await renderSettings();
    await userEvent.click(await screen.findByRole('switch', { name: 'Show defaults' }, SLOW));
    expect(
      await screen.findByText('This cluster sent no default values.', undefined, SLOW),
    ).toBeInTheDocument();
  });

  it('edits a value, shows the exact request and sends it on Apply, then reloads', async () => {
    const calls = serve();
    await renderSettings();
    const dialog = await openEdit('indices.recovery.max_bytes_per_sec');
    const value = within(dialog).getByRole('textbox', { name: /Value/ });
    expect(value).toHaveValue('50mb');
    await userEvent.clear(value);
    await userEvent.type(value, '80mb');
    expect(within(dialog).getByTestId('setting-request')).toHaveTextContent(
      'PUT _cluster/settings { "persistent": { "indices.recovery.max_bytes_per_sec": "80mb" } }',
    );
    const gets = calls.filter((call) => call.method === 'GET').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(puts(calls)).toEqual([{ persistent: { 'indices.recovery.max_bytes_per_sec': '80mb' } }]);
    await waitFor(
      () => expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(gets),
      SLOW,
    );
    expect(await screen.findByText(/indices.recovery.max_bytes_per_sec changed/)).toBeVisible();
  });

  it('resets the transient value with null after a confirmation', async () => {
    const calls = serve();
    await renderSettings();
    const dialog = await openEdit('cluster.routing.allocation.enable');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Reset the transient value' }),
    );
    const question = await screen.findByRole('dialog', {
      name: 'Reset cluster.routing.allocation.enable',
    });
    expect(question).toHaveTextContent('"cluster.routing.allocation.enable": null');
    await userEvent.click(within(question).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1), SLOW);
    expect(puts(calls)).toEqual([{ transient: { 'cluster.routing.allocation.enable': null } }]);
  });

  it('shows the refusal in the dialog and keeps the input', async () => {
    const calls = serve({ put: { status: 400, body: REFUSAL } });
    await renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Add setting' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add a cluster setting' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Setting name/ }),
      'no.such.setting',
    );
    // Typed text would read '[' as a key descriptor; pasting puts it in as is.
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Value/ }));
    await userEvent.paste('["a","b"]');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'transient' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert', undefined, SLOW)).toHaveTextContent(
      'persistent setting [no.such.setting], not recognized',
    );
    expect(puts(calls)).toEqual([{ transient: { 'no.such.setting': ['a', 'b'] } }]);
    expect(within(dialog).getByRole('textbox', { name: /Setting name/ })).toHaveValue(
      'no.such.setting',
    );
    expect(within(dialog).getByRole('textbox', { name: /Value/ })).toHaveValue('["a","b"]');
  });

  it('offers no edit on a read-only cluster and explains the disabled Add', async () => {
    serve();
    await renderScreen(
      <ClusterSettingsScreen />,
      { connection: testConnection([testCluster({ protection: 'read-only' })], 0) },
      '/cluster/0/cluster_settings',
    );
    await screen.findByText('indices.recovery.max_bytes_per_sec', undefined, SLOW);
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add setting' })).toHaveAttribute('aria-disabled');
  });
});
