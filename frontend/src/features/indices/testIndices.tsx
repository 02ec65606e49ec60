// Fixtures of the indices screen tests: rows of GET _cat/indices as the Elasticsearch reference
// documents them (with bytes=b), and the screen rendered on a saved cluster.
import { screen, within } from '@testing-library/react';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { IndicesScreen } from './IndicesScreen';

/** A row of GET _cat/indices for an open green index; override what a test is about. */
export function catIndex(index: string, overrides: Record<string, string> = {}) {
  return {
    index,
    health: 'green',
    status: 'open',
    uuid: `u-${index}`,
    pri: '1',
    rep: '0',
    'docs.count': '42',
    'store.size': '1500',
    sc: '1',
    cd: '1700000000000',
    ...overrides,
  };
}

/** Renders the indices screen on `cluster`. */
export function renderIndicesScreen(cluster: Partial<Cluster> = {}) {
  return renderScreen(
    <IndicesScreen />,
    { connection: testConnection([testCluster(cluster)], 0) },
    '/cluster/0/indices',
  );
}

/** Renders the indices screen on `cluster` and waits for the row of the index `logs`. */
export async function renderLogsIndices(cluster: Partial<Cluster> = {}): Promise<void> {
  await renderIndicesScreen(cluster);
  await screen.findByRole('link', { name: 'logs' }, { timeout: 15_000 });
}

/** The row of the indices table that links to the index `name`. */
export const indexRow = (name: string) =>
  within(screen.getByRole('table', { name: 'Indices' }))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('link', { name }) !== null)!;
