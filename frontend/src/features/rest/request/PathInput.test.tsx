import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf } from '../../../api/testFetch';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import type { Catalogue } from '../catalogue/catalogueTypes';
import elasticsearchCatalogue from '../catalogue/elasticsearch.json';
import { PathInput } from './PathInput';

const elasticsearch = elasticsearchCatalogue as unknown as Catalogue;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A cluster with an index, two aliases and a data stream, as Elasticsearch lists them. */
function serveNames() {
  installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.endsWith('/_cat/indices')) {
      return jsonResponse([{ index: 'orders-2024' }, { index: '.ds-orders-stream-000001' }]);
    }
    if (path.endsWith('/_cat/aliases')) {
      return jsonResponse([{ alias: 'orders' }, { alias: 'orders-current' }]);
    }
    if (path.endsWith('/_data_stream'))
      return jsonResponse({ data_streams: [{ name: 'orders-stream' }] });
    return jsonResponse({});
  });
}

async function renderPath(method: string, onCommit?: ProfilerOnRenderCallback) {
  const cluster = testCluster();
  await renderScreen(
    <Profiler id="path" onRender={onCommit ?? (() => undefined)}>
      <PathInput
        value=""
        method={method}
        catalogue={elasticsearch}
        version="8.15.0"
        onChange={() => undefined}
        onSend={() => undefined}
        onMethod={() => undefined}
        onPaste={() => undefined}
      />
    </Profiler>,
    { connection: testConnection([cluster], 0) },
    '/cluster/0/rest',
  );
}

/** The entries of the list of suggestions, each as its label and what it says of itself. */
async function entries(): Promise<string[]> {
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('PathInput', () => {
  it('mounts in one commit, its list joining at the first focus in the field it was', async () => {
    serveNames();
    const onCommit = vi.fn<ProfilerOnRenderCallback>();
    await renderPath('GET', onCommit);
    // A mounted list's popover takes the field as its reference in state: a second commit.
    expect(onCommit.mock.calls.map(([, phase]) => phase)).toEqual(['mount']);
    const field = screen.getByRole('textbox', { name: 'Path' });
    await userEvent.type(field, 'ord');
    expect(screen.getByRole('textbox', { name: 'Path' })).toBe(field);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('ord');
    await screen.findByText('orders-stream');
  });

  it('tags each name an index part takes: index, alias or data stream', async () => {
    serveNames();
    await renderPath('GET');
    await userEvent.type(screen.getByRole('textbox', { name: 'Path' }), 'ord');
    await screen.findByText('orders-stream');
    expect(await entries()).toEqual([
      'ordersalias',
      'orders-2024index',
      'orders-currentalias',
      'orders-streamdata stream',
    ]);
  });

  it('says which endpoint a segment leads to when it is not one itself', async () => {
    serveNames();
    await renderPath('PUT');
    await userEvent.type(screen.getByRole('textbox', { name: 'Path' }), '_ccr/auto');
    expect(await entries()).toEqual(['auto_followleads to ccr.put_auto_follow_pattern']);
  });

  it('names the highlighted entry to screen readers as soon as the list opens, then as the arrows move', async () => {
    serveNames();
    await renderPath('GET');
    const path = screen.getByRole('textbox', { name: 'Path' });
    await userEvent.type(path, '_cat/ind');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const [first] = within(list).getAllByRole('option');
    await vi.waitFor(() => expect(path).toHaveAttribute('aria-activedescendant', first.id));
    await userEvent.clear(path);
    await userEvent.type(path, '_cat/');
    await vi.waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.keyboard('{ArrowDown}');
    const second = within(list).getAllByRole('option')[1];
    await vi.waitFor(() => expect(path).toHaveAttribute('aria-activedescendant', second.id));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(path).not.toHaveAttribute('aria-activedescendant'));
  });
});
