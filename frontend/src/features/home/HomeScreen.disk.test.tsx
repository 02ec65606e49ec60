import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { HomeScreen } from './HomeScreen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 10_000 };
const BLOCK = 'index.blocks.read_only_allow_delete';

const disk = (node: string, percent: number | null) => ({
  node,
  'disk.total': percent === null ? null : '1000',
  'disk.used': percent === null ? null : String(percent * 10),
});

function serve(allocation: unknown[], blocked: string[] = []) {
  installFakeFetch((request) => {
    const path = pathOf(request.url).replace('http://localhost:9200', '');
    if (path === '/_cat/allocation') return jsonResponse(allocation);
    if (path === '/_cluster/settings')
      return jsonResponse({
        persistent: { 'cluster.routing.allocation.disk.watermark.high': '88%' },
        transient: {},
      });
    if (path === `/_all/_settings/${BLOCK}`)
      return jsonResponse(
        Object.fromEntries(blocked.map((index) => [index, { settings: { [BLOCK]: 'true' } }])),
      );
    if (path === '/_cluster/health') return jsonResponse({ status: 'green' });
    return jsonResponse({});
  });
}

async function renderDiskCard() {
  await renderScreen(
    <HomeScreen />,
    { connection: testConnection([testCluster()], 0) },
    '/cluster/0',
  );
  return screen.findByRole('region', { name: 'Disk' }, SLOW);
}

const valueOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label).nextElementSibling?.textContent;

describe('dashboard: disk card', { timeout: 30_000 }, () => {
  it('names the fullest node, counts the nodes above each watermark and lists the marks', async () => {
    serve([disk('a', 20), disk('b', 89), disk('c', 96), disk('d', null), { node: 'UNASSIGNED' }]);
    const card = await renderDiskCard();
    await within(card).findByText('Fullest node', undefined, SLOW);
    expect(valueOf(card, 'Fullest node')).toBe('c: 96%');
    expect(valueOf(card, 'Nodes above the low watermark')).toBe('2');
    expect(valueOf(card, 'Nodes above the high watermark')).toBe('2');
    expect(valueOf(card, 'Nodes above the flood-stage watermark')).toBe('1');
    expect(card).toHaveTextContent(
      'Disk watermarks: low watermark 85% (default) · high watermark 88% (set) · ' +
        'flood-stage watermark 95% (default)',
    );
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('says when no node reports its disk', async () => {
    serve([disk('osmem-node', null)]);
    const card = await renderDiskCard();
    expect(
      await within(card).findByText('No node reports its disk.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(valueOf(card, 'Nodes above the low watermark')).toBe('0');
  });

  it('links to the blocked indices when any index carries the flood-stage block', async () => {
    serve([disk('a', 20)], ['logs', 'src']);
    const card = await renderDiskCard();
    const link = await within(card).findByRole('link', { name: 'Show them' }, SLOW);
    expect(link).toHaveAttribute('href', '/cluster/0/indices#flood-stage-blocked');
    expect(card).toHaveTextContent('Indices blocked by the flood-stage watermark: 2.');
  });
});
