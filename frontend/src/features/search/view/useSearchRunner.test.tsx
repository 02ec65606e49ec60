import type { ReactNode } from 'react';
import { openScreen } from '../../../api/screenQuery';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../../api/testFetch';
import { attachClusterApi } from '../../../app/clusterApiStore';
import { createAppStore } from '../../../app/store';
import { ASKED_ON_OPEN_S } from '../../../api/clusterApi';
import { testCluster, testConnection } from '../../../test/fixtures';
import { openedOutcome, SEARCH_DATA } from './searchOnOpen';
import { useSearchRunner, type SearchRunner } from './useSearchRunner';

const UUID = 'c0ffee';
const HITS = {
  took: 3,
  hits: { total: { value: 1, relation: 'eq' }, hits: [{ _index: 'docs', _id: 'doc-1' }] },
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openedStore(path: string, searchStatus = 200) {
  const fetched = installFakeFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/_search')) {
      return searchStatus === 200
        ? jsonResponse(HITS)
        : jsonResponse({ error: { type: 'exception', reason: 'boom' } }, searchStatus);
    }
    return jsonResponse([]);
  });
  const store = createAppStore({ connection: testConnection([testCluster({ uuid: UUID })], 0) });
  attachClusterApi(store);
  await store.dispatch(openScreen(SEARCH_DATA, new URL(`http://localhost${path}`)));
  return Object.assign(store, { calls: fetched.calls });
}

const searches = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.endsWith('/_search'));

/** What the runner returned in each render, from the first on. */
function renderRunner(store: ReturnType<typeof createAppStore>, path: string) {
  const renders: SearchRunner[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>
  );
  renderHook(
    () => {
      const runner = useSearchRunner(UUID);
      renders.push(runner);
      return runner;
    },
    { wrapper },
  );
  return renders;
}

describe('the search runner of a screen opened by its route', () => {
  it("shows the opening's answer in the screen's first render", async () => {
    const path = '/cluster/0/search';
    const renders = renderRunner(await openedStore(path), path);
    expect(renders[0].started).toBe(true);
    expect(renders[0].response?.hits.hits[0]._id).toBe('doc-1');
    expect(renders[0].fetching).toBe(false);
  });

  it('shows nothing before its own run when opened for an index', async () => {
    const store = await openedStore('/cluster/0/search');
    const renders = renderRunner(store, '/cluster/0/search?index=logs');
    expect(renders[0].started).toBe(false);
    expect(renders[0].response).toBeUndefined();
  });

  it('does not take an answer older than the opening for one', async () => {
    const store = await openedStore('/cluster/0/search');
    expect(openedOutcome(store.getState(), UUID).answer).toBeDefined();
    const later = Date.now() + ASKED_ON_OPEN_S * 1000 + 1;
    expect(openedOutcome(store.getState(), UUID, later)).toEqual({});
  });

  it("shows the opening's failure without asking again, and asks when the user runs the search", async () => {
    const path = '/cluster/0/search';
    const store = await openedStore(path, 500);
    expect(searches(store.calls)).toHaveLength(1);
    const renders = renderRunner(store, path);
    expect(renders[0].started).toBe(true);
    expect(renders[0].error).toBeDefined();
    expect(renders[0].response).toBeUndefined();
    act(() => renders[renders.length - 1].runOpened());
    expect(searches(store.calls)).toHaveLength(1);
    act(() => renders[renders.length - 1].run());
    await waitFor(() => expect(searches(store.calls)).toHaveLength(2));
  });
});
