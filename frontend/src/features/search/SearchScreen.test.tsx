import { screen, waitFor, within } from '@testing-library/react';
import { openScreen } from '../../api/screenQuery';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../api/testFetch';
// Layout stand-ins the code editor needs in the test DOM.
import '../../components/testUtils';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { SearchScreen, SEARCH_DATA } from './SearchScreen';
import { defaultSearchView } from './view/searchView';
import { HITS, renderSearch, results, searches, serve, SLOW } from './testSearch';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const lastSearchBody = (calls: RecordedRequest[]) =>
  JSON.parse(searches(calls).at(-1)?.body ?? 'null') as Record<string, unknown>;

describe('search screen', { timeout: 60_000 }, () => {
  it('runs the default search on opening and shows the hits with their columns', async () => {
    const calls = serve();
    await renderSearch();
    expect(await screen.findByText('alpha', undefined, SLOW)).toBeInTheDocument();
    const headers = within(results())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(2, 9)).toEqual([
      '_index',
      '_type',
      '_id',
      '_score',
      'name',
      'count',
      ' id',
    ]);
    expect(new URL(searches(calls)[0].url).pathname).toBe('/*/_search');
    expect(lastSearchBody(calls)).toEqual({
      query: { query_string: { query: '*' } },
      size: 10,
      from: 0,
      sort: [],
    });
    expect(within(results()).getByText('9007199254740993')).toBeInTheDocument();
    expect(within(results()).getAllByText('_doc')).toHaveLength(2);
    expect(within(results()).getByText('<b>beta</b>')).toBeInTheDocument();
    expect(screen.getByText('7 ms')).toBeInTheDocument();
    expect(screen.getByText('1-10 of 42')).toBeInTheDocument();
  });

  it('links to an export of every match of the search, not only its page', async () => {
    serve();
    await renderSearch();
    await screen.findByText('alpha', undefined, SLOW);
    const link = screen.getByRole('link', { name: 'Export matches' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://console.test');
    expect(url.pathname).toBe('/cluster/0/transfer');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'export',
      index: '*',
      query: '{"query_string":{"query":"*"}}',
    });
  });

  it('asks for the mappings of hits from hundreds of indices in groups within URL limits', async () => {
    const indexNames = Array.from(
      { length: 300 },
      (_, i) => `logs-2026.11.21-${String(i).padStart(6, '0')}`,
    );
    const hits = indexNames.map((index, i) => ({
      _index: index,
      _id: String(i),
      _score: 1,
      _source: { n: i },
    }));
    const calls = serve({ search: () => jsonResponse({ took: 1, hits: { total: 300, hits } }) });
    await renderSearch();
    expect(await screen.findByText('1-10 of 300', undefined, SLOW)).toBeInTheDocument();
    const mappingCalls = () =>
      calls.filter(
        (call) => call.method === 'GET' && new URL(call.url).pathname.startsWith('/logs-'),
      );
    await waitFor(() => expect(mappingCalls().length).toBeGreaterThan(1), SLOW);
    const paths = mappingCalls().map((call) => new URL(call.url).pathname.slice(1));
    for (const path of paths) expect(path.length).toBeLessThanOrEqual(2_000);
    expect(paths.flatMap((path) => path.split(',').map(decodeURIComponent)).sort()).toEqual(
      indexNames,
    );
  });

  it('searches the index or alias the indices screen sent, with the editor open', async () => {
    const calls = serve();
    await renderSearch(`/cluster/0/search?index=${encodeURIComponent('logs%<x>')}`);
    await screen.findByText('alpha', undefined, SLOW);
    expect(searches(calls)[0].url).toContain('/logs%25%3Cx%3E/_search');
    expect(screen.getByRole('button', { name: 'Customize query' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Index pattern' })).toHaveValue('logs%<x>');
  });

  it('sends nothing for a query that is not JSON and says so', async () => {
    const calls = serve();
    const view = { ...defaultSearchView(), searchQuery: '{"query": ' };
    await renderSearch('/cluster/0/search', { searchView: { byCluster: { c0ffee: view } } });
    expect(await screen.findByText('invalid search query', undefined, SLOW)).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
  });

  it('sorts on the keyword subfield and pages through the cluster', async () => {
    const calls = serve();
    await renderSearch();
    await screen.findByText('alpha', undefined, SLOW);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.url.endsWith('/docs'))).toBe(true),
    );
    await userEvent.click(await within(results()).findByRole('button', { name: 'name' }));
    await waitFor(() =>
      expect(lastSearchBody(calls).sort).toEqual([
        { 'name.keyword': { order: 'asc', unmapped_type: 'keyword' } },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastSearchBody(calls)).toMatchObject({ from: 10, size: 10 }));
    expect(within(results()).queryByRole('button', { name: '_id' })).toBeNull();
  });

  it('offers the query reset after a failed search, which searches again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    const calls = serve({
      search: () =>
        failing
          ? jsonResponse(
              { error: { type: 'parse_exception', reason: 'bad query' }, status: 400 },
              400,
            )
          : jsonResponse(HITS),
    });
    const view = { ...defaultSearchView(), q: 'broken:(' };
    await renderSearch('/cluster/0/search', { searchView: { byCluster: { c0ffee: view } } });
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('bad query');
    // The failure is logged as well as shown.
    expect(logged).toHaveBeenCalledWith('Search failed', expect.anything());
    logged.mockRestore();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reset query' }));
    expect(await screen.findByText('alpha', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveValue('*');
    expect(searches(calls)).toHaveLength(2);
  });

  it('says No Documents found and offers no download without hits', async () => {
    serve({ search: () => jsonResponse({ took: 1, hits: { total: 0, hits: [] } }) });
    await renderSearch();
    expect(await screen.findByText('No Documents found', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as JSON' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bulk' })).toBeDisabled();
  });
});

describe('search screen opened by its route', { timeout: 60_000 }, () => {
  const aliasListings = (calls: RecordedRequest[]) =>
    calls.filter((call) => new URL(call.url).pathname === '/_cat/aliases');

  function renderOpened(path: string, counted: (asked: number) => void, calls: RecordedRequest[]) {
    return renderScreen(
      <SearchScreen />,
      { connection: testConnection([testCluster()], 0) },
      path,
      async (store) => {
        await store.dispatch(openScreen(SEARCH_DATA, new URL(`http://localhost${path}`)));
        counted(calls.length);
      },
    );
  }

  it('shows the search its opening asked for without running it again', async () => {
    const calls = serve();
    let asked = 0;
    await renderOpened('/cluster/0/search', (count) => (asked = count), calls);
    expect(await screen.findByText('alpha', undefined, SLOW)).toBeInTheDocument();
    expect(asked).toBeGreaterThan(0);
    expect(searches(calls)).toHaveLength(1);
    expect(new URL(searches(calls)[0].url).pathname).toBe('/*/_search');
    expect(aliasListings(calls)).toHaveLength(1);
  });

  it("holds the view with the results' columns and total before its first render, so the screen writes nothing back", async () => {
    serve();
    const cluster = testCluster().uuid;
    let opened: unknown;
    const { store } = await renderScreen(
      <SearchScreen />,
      { connection: testConnection([testCluster()], 0) },
      '/cluster/0/search',
      async (opening) => {
        await opening.dispatch(
          openScreen(SEARCH_DATA, new URL('http://localhost/cluster/0/search')),
        );
        opened = opening.getState().searchView.byCluster[cluster];
      },
    );
    expect(opened).toMatchObject({
      columns: expect.arrayContaining(['_id', 'name', 'count']),
      pagination: expect.objectContaining({ rowsNumber: 42 }),
    });
    expect(await screen.findByText('alpha', undefined, SLOW)).toBeInTheDocument();
    expect(store.getState().searchView.byCluster[cluster]).toBe(opened);
  });

  it('opened for an index, leaves the search to the screen, which searches that index', async () => {
    const calls = serve();
    await renderOpened('/cluster/0/search?index=logs', () => undefined, calls);
    expect(await screen.findByText('alpha', undefined, SLOW)).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(1);
    expect(new URL(searches(calls)[0].url).pathname).toBe('/logs/_search');
  });
});
