import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf } from '../../api/testFetch';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { DEFAULT_HIDE_ATTRIBUTES_REGEX } from '../../preferences/nodesPreferences';
import { NodesScreen } from './NodesScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GB = 1024 ** 3;
const node = (id: string, name: string) => ({ id, name, ip: '10.0.0.1', 'node.role': 'd' });
const disk = (name: string, usedGb: number | null) => ({
  node: name,
  'disk.total': usedGb === null ? null : String(100 * GB),
  'disk.used': usedGb === null ? null : String(usedGb * GB),
  'disk.percent': usedGb === null ? null : String(usedGb),
});

function serve(settings: unknown) {
  return installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.endsWith('/_nodes')) return jsonResponse({ nodes: {} });
    if (path.endsWith('/_cluster/settings')) return jsonResponse(settings);
    if (path.endsWith('/_cat/allocation'))
      return jsonResponse([
        disk('calm', 20),
        disk('full', 96),
        disk('odd', null),
        { node: 'UNASSIGNED', shards: '2' },
      ]);
    return jsonResponse([node('1', 'calm'), node('2', 'full'), node('3', 'odd')]);
  });
}

async function renderNodes() {
  await renderScreen(
    <NodesScreen />,
    {
      connection: testConnection([testCluster()], 0),
      nodes: { filter: '', hideAttributesRegex: DEFAULT_HIDE_ATTRIBUTES_REGEX },
    },
    '/cluster/0/nodes',
  );
  await screen.findByText('calm', undefined, { timeout: 5000 });
}

function rowOf(name: string) {
  return screen.getByText(name).closest('tr')!;
}

describe('nodes screen: disk watermarks', { timeout: 20_000 }, () => {
  it('marks the engine defaults when the settings answer has none', async () => {
    serve({ persistent: {}, transient: {} });
    await renderNodes();
    const calm = rowOf('calm');
    const bar = await within(calm).findByRole('progressbar', { name: /^Disk 20%/ });
    expect(bar).toHaveAttribute('data-level', 'ok');
    for (const [name, value] of [
      ['low watermark', '85%'],
      ['high watermark', '90%'],
      ['flood-stage watermark', '95%'],
    ]) {
      const mark = within(calm).getByRole('img', { name: `${name} ${value} (default)` });
      expect(mark.closest('[data-mark]')).toHaveAttribute('style', `left: ${value};`);
    }
    expect(
      screen.getByText(
        'Disk watermarks: low watermark 85% (default) · high watermark 90% (default) · ' +
          'flood-stage watermark 95% (default)',
      ),
    ).toBeInTheDocument();
  });

  it('colours a disk above flood stage, says unknown without numbers, and shows set values', async () => {
    const low = 'cluster.routing.allocation.disk.watermark.low';
    serve({ persistent: { [low]: '80%' }, transient: {}, defaults: { [low]: '85%' } });
    await renderNodes();
    const full = rowOf('full');
    const bar = await within(full).findByRole('progressbar', {
      name: 'Disk 96%, above the flood-stage watermark',
    });
    // The inline style the bar is given: the theme's variables are not defined in the test DOM.
    expect(bar.firstElementChild).toHaveProperty(
      'style.background',
      'var(--mantine-color-red-filled)',
    );
    const mark = within(full).getByRole('img', { name: 'low watermark 80% (set)' });
    expect(mark.closest('[data-mark]')).toHaveStyle({ left: '80%' });
    expect(within(rowOf('odd')).getByText('disk unknown')).toBeInTheDocument();
    expect(within(rowOf('odd')).queryByRole('progressbar', { name: /disk/ })).toBeNull();
  });

  it('shows the watermark in a tooltip on hover', async () => {
    serve({ persistent: {}, transient: {} });
    const user = userEvent.setup();
    await renderNodes();
    const mark = await within(rowOf('calm')).findByRole('img', {
      name: 'high watermark 90% (default)',
    });
    await user.hover(mark);
    expect(screen.getByRole('tooltip')).toHaveTextContent('high watermark 90% (default)');
  });
});
