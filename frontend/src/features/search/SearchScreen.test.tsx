import { screen, waitFor, within } from '@testing-library/react';
import { openScreen } from '../../api/screenQuery';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import type { RootState } from '../../store/hooks';
// Layout stand-ins the code editor needs in the test DOM.
import '../../components/testUtils';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { SearchScreen, SEARCH_DATA } from './SearchScreen';
import { defaultSearchView } from './view/searchView';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SPECIAL_ID = 'a/b#c%d e ü';
// Text, so the long beyond 2^53 reaches the app as the cluster sends it.
const HITS = `{"took":7,"hits":{"total":{"value":42,"relation":"eq"},"hits":[
  {"_index":"docs","_id":"1","_score":1.5,"_source":{"name":"alpha","count":9007199254740993,"id":"x1"}},
  {"_index":"docs","_id":${JSON.stringify(SPECIAL_ID)},"_score":1,"_routing":"r1","_source":{"name":"<b>beta</b>","count":5}}
]}}`;
const MAPPINGS = {
  docs: {
    mappings: {
      properties: {
        name: { type: 'text', fields: { keyword: { type: 'keyword' } } },
        count: { type: 'long' },
        id: { type: 'keyword' },
      },
    },
  },
};

interface Answers {
  search?: () => Response;
}

function serve(answers: Answers = {}): RecordedRequest[] {
  return installFakeFetch((request) => {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    if (path.startsWith('/_cat/indices'))
      return jsonResponse([{ index: 'docs' }, { index: 'logs' }]);
    if (path === '/_cat/aliases') return jsonResponse([]);
    if (path.endsWith('/_search')) return answers.search?.() ?? jsonResponse(HITS);
    if (path === '/docs' && request.method === 'GET') return jsonResponse(MAPPINGS);
    if (path === '/_bulk') return jsonResponse({ errors: false, items: [] });
    if (path.startsWith('/docs/_doc/') && request.method === 'GET') {
      return jsonResponse({
        _index: 'docs',
        _id: SPECIAL_ID,
        _version: 2,
        _seq_no: 4,
        _primary_term: 1,
        _routing: 'r1',
        found: true,
        _source: { name: 'beta' },
      });
    }
    return jsonResponse({ result: 'ok' });
  }).calls;
}

function renderSearch(path = '/cluster/0/search', state: Partial<RootState> = {}) {
  return renderScreen(
    <SearchScreen />,
    { connection: testConnection([testCluster()], 0), ...state },
    path,
  );
}

const SLOW = { timeout: 15_000 };
const searches = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.url.includes('/_search'));
const lastSearchBody = (calls: RecordedRequest[]) =>
  JSON.parse(searches(calls).at(-1)?.body ?? 'null') as Record<string, unknown>;
const results = () => screen.getByRole('table', { name: 'Search results' });
const row = (text: string) => within(results()).getByText(text).closest('tr') as HTMLElement;

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

  it('deletes the selected documents with one _bulk request after confirming', async () => {
    const calls = serve();
    await renderSearch();
    await screen.findByText('alpha', undefined, SLOW);
    await userEvent.click(within(row('alpha')).getByRole('checkbox'));
    await userEvent.click(within(row('<b>beta</b>')).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Delete selected documents' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete documents' });
    expect(dialog).toHaveTextContent('Delete 2 documents?');
    const before = searches(calls).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('200 OK - 2 documents deleted')).toBeInTheDocument();
    const bulk = calls.find((call) => call.url.includes('/_bulk'));
    expect(bulk?.url).toContain('_bulk?refresh=true');
    expect(bulk?.body).toBe(
      `{"delete":{"_index":"docs","_id":"1"}}\r\n{"delete":{"_index":"docs","_id":${JSON.stringify(SPECIAL_ID)},"routing":"r1"}}\r\n`,
    );
    await waitFor(() => expect(searches(calls).length).toBeGreaterThan(before));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('deletes one document by its escaped id and routing after confirming', async () => {
    const calls = serve();
    await renderSearch();
    await screen.findByText('alpha', undefined, SLOW);
    await userEvent.click(
      within(row('<b>beta</b>')).getByRole('button', { name: 'Delete document' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('200 OK - document deleted')).toBeInTheDocument();
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.url).toBe(
      `http://localhost:9200/docs/_doc/${encodeURIComponent(SPECIAL_ID)}?refresh=true&routing=r1`,
    );
  });

  it('opens a document on double click and updates it with refresh and routing', async () => {
    const calls = serve();
    await renderSearch();
    await screen.findByText('alpha', undefined, SLOW);
    await userEvent.dblClick(within(row('<b>beta</b>')).getByText('5'));
    const dialog = await screen.findByRole('dialog', { name: `docs / _doc / ${SPECIAL_ID}` });
    expect(await within(dialog).findByText('_seq_no', undefined, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('r1')).toBeInTheDocument();
    expect(within(dialog).queryByText('_type')).toBeNull();
    await waitFor(() => expect(dialog.querySelector('.cm-content')).not.toBeNull(), SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('200 OK - document updated')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(
      `http://localhost:9200/docs/_doc/${encodeURIComponent(SPECIAL_ID)}?refresh=true&routing=r1`,
    );
    expect(JSON.parse(put?.body ?? 'null')).toEqual({ name: 'beta' });
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
