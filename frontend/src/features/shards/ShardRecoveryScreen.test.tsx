import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import type { Language } from '../../i18n/languages';
import { renderScreen } from '../../test/renderScreen';
import {
  DEFAULT_SHARD_RECOVERY_STATE,
  type ShardRecoveryState,
} from './recovery/shardRecoverySlice';
import { ShardRecoveryScreen } from './ShardRecoveryScreen';
import { peerRecoveryCopy } from './recovery/testRecovery';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };

const RECOVERY = {
  logs: {
    shards: [
      peerRecoveryCopy(0, 'DONE', 2_000),
      peerRecoveryCopy(1, 'TRANSLOG', 1_000, { source: {} }),
    ],
  },
  metrics: { shards: [peerRecoveryCopy(0, 'DONE', 3_000)] },
};

function renderRecovery(view: Partial<ShardRecoveryState> = {}, lang: Language = 'en') {
  installFakeFetch(() => jsonResponse(RECOVERY));
  return renderScreen(
    <ShardRecoveryScreen />,
    {
      connection: testConnection([testCluster()], 0),
      shardRecovery: { ...DEFAULT_SHARD_RECOVERY_STATE, ...view },
      language: { lang },
    },
    '/cluster/0/shards/recovery',
  );
}

const table = () => screen.getByRole('table', { name: 'Shard recovery' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const indexCells = () => rows().map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('shard recovery screen', () => {
  it('shows one row per copy, sorted by start time ascending', async () => {
    await renderRecovery();
    await screen.findByText('metrics', undefined, SLOW);
    expect(indexCells()).toEqual([
      'logsShard 1, repType: PEER',
      'logsShard 0, priType: PEER',
      'metricsShard 0, priType: PEER',
    ]);
    const running = rows()[0];
    expect(within(running).getByText('TRANSLOG')).toBeInTheDocument();
    expect(within(running).getAllByText('N/A')).toHaveLength(2);
    expect(running).toHaveTextContent('node-b10.0.0.2');
    expect(running).toHaveTextContent('1h 2m 3s');
    expect(running).toHaveTextContent('75.0%3 / 4');
    expect(running).toHaveTextContent('75.0%1.5 kB / 2 kB');
    expect(running).toHaveTextContent('50.0%5 / 10');
  });

  it('writes start and stop times the way the chosen language writes dates', async () => {
    await renderRecovery();
    await screen.findByText('metrics', undefined, SLOW);
    const timeCell = () => within(rows()[0]).getAllByRole('cell')[4];
    expect(timeCell()).toHaveTextContent(new Date(1_000).toLocaleString('en'));
    cleanup();

    await renderRecovery({}, 'ru');
    await screen.findByText('metrics', undefined, SLOW);
    // The table's name is in Russian now; it is the screen's only table.
    const russianRow = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(within(russianRow).getAllByRole('cell')[4]).toHaveTextContent(
      `${new Date(1_000).toLocaleString('ru')}${new Date(1_000 + 3_723_000).toLocaleString('ru')}`,
    );
    expect(new Date(1_000).toLocaleString('ru')).not.toBe(new Date(1_000).toLocaleString('en'));
  });

  it('shows a stage other than DONE in the warning colour', async () => {
    await renderRecovery();
    await screen.findByText('metrics', undefined, SLOW);
    // The inline style the stage is given: the theme's variables are not defined in the test DOM.
    expect(within(rows()[0]).getByText('TRANSLOG')).toHaveProperty(
      'style.color',
      'var(--mantine-color-orange-text)',
    );
    expect(within(rows()[1]).getByText('DONE')).not.toHaveProperty(
      'style.color',
      'var(--mantine-color-orange-text)',
    );
  });

  it('filters on the index and by stage', async () => {
    const { store } = await renderRecovery();
    await screen.findByText('metrics', undefined, SLOW);
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'logs');
    // The debounced filter may apply 'l' first, which matches the same two rows: wait for 'logs'.
    await vi.waitFor(() => expect(store.getState().shardRecovery.filter).toBe('logs'), SLOW);
    await vi.waitFor(() => expect(rows()).toHaveLength(2), SLOW);
    expect(screen.getByText('Matches 2 / 3 results')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Stage' }));
    await userEvent.click(await screen.findByRole('option', { name: 'DONE' }));
    await vi.waitFor(() => expect(indexCells()).toEqual(['logsShard 0, priType: PEER']), SLOW);
  });

  it('starts from the remembered view and remembers a new sorting', async () => {
    const { store } = await renderRecovery({
      pagination: { sortBy: 'index', descending: true, rowsPerPage: 20 },
    });
    await screen.findByText('metrics', undefined, SLOW);
    expect(indexCells()[0]).toContain('metrics');
    expect(screen.getByRole('button', { name: 'Records per page' })).toHaveTextContent('20');

    await userEvent.click(within(table()).getByRole('button', { name: /duration/ }));
    expect(store.getState().shardRecovery.pagination).toEqual({
      sortBy: 'duration',
      descending: false,
      rowsPerPage: 20,
    });
  });

  it('remembers the sticky header setting', async () => {
    const { store } = await renderRecovery();
    await screen.findByText('metrics', undefined, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Table settings' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Sticky header' }));
    expect(store.getState().shardRecovery.stickyTableHeader).toBe(true);
  });
});
