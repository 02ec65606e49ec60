// The active cluster's query tabs as the console uses them: the tabs live in the cluster data
// cache (restTabsApi.ts), which writes their edits; the active tab is remembered per cluster in
// the persisted restQuery area.
import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import { useScreenQuery } from '../../../api/screenQuery';
import type { RestRequest, RestResponse } from '../../../engine/clusterDb';
import {
  useAppDispatch,
  useAppSelector,
  type AppThunk,
  type RootState,
} from '../../../store/hooks';
import { isEmptyPath } from '../restRequest';
import { selectRestState, setActiveTab } from '../restSlice';
import {
  addTab,
  editTab,
  removeTab,
  REST_TABS,
  selectRestTabs,
  keepUnwrittenTabs,
  tabEditsFlushed,
} from './restTabsApi';
import { activeAfterRemove, activeTabId, withRequest, type StoredTab } from './tabs';

export interface RestTabs {
  /** null while loading. */
  tabs: StoredTab[] | null;
  activeTab: StoredTab | null;
  /** The latest state of a tab, including edits not rendered yet. */
  get: (id: number) => StoredTab | undefined;
  select: (id: number) => void;
  /** Adds a tab, optionally holding a request, and makes it active. */
  add: (request?: RestRequest) => Promise<void>;
  remove: (id: number) => Promise<void>;
  rename: (id: number, label: string) => void;
  setRequest: (id: number, request: Partial<RestRequest>) => void;
  setResponse: (id: number, response: RestResponse) => void;
  /** Loads a request into the active tab and clears its response. */
  applyToActive: (request: RestRequest) => void;
  /** Loads pasted requests from tab `id` (see `pasteRequests`) and shows the first one's tab. */
  paste: (id: number, requests: readonly RestRequest[]) => Promise<void>;
}

/** A tab whose request has neither a path nor a body. */
function isBlank(request: RestRequest): boolean {
  return isEmptyPath(request.path) && request.body.trim() === '';
}

/**
 * Loads requests pasted in tab `id` of cluster `uuid`. One fills the tab's request. Of several,
 * the first fills the tab when it is blank and else opens a new tab; each other one opens a new
 * tab, in order. Resolves with the id of the first request's tab (null if tab `id` is gone).
 */
function pasteRequests(
  uuid: string,
  id: number,
  requests: readonly RestRequest[],
): AppThunk<Promise<number | null>> {
  return async (dispatch, getState) => {
    const tab = selectRestTabs(getState(), uuid)?.find((x) => x.id === id);
    if (!tab || requests.length === 0) return null;
    const fillsTab = requests.length === 1 || isBlank(tab.request);
    if (fillsTab) dispatch(editTab(uuid, id, (x) => ({ ...x, request: { ...requests[0] } })));
    const opened: number[] = [];
    // One after the other: each new tab is numbered after those before it.
    for (const request of fillsTab ? requests.slice(1) : requests)
      opened.push((await dispatch(addTab(uuid, request))).id);
    return fillsTab ? id : opened[0];
  };
}

/** The tabs of cluster `uuid`, the active cluster. */
export function useRestTabs(uuid: string): RestTabs {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const remembered = useAppSelector((state) => selectRestState(state).activeTabs[uuid]);
  const tabs = useScreenQuery(REST_TABS).data ?? null;

  // Edits still waiting are written when the console closes or the page hides.
  useEffect(() => {
    const keep = () => dispatch(keepUnwrittenTabs(uuid));
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      dispatch(tabEditsFlushed({ uuid }));
    };
  }, [dispatch, uuid]);

  const select = useCallback(
    (id: number) => dispatch(setActiveTab({ uuid, tabId: id })),
    [dispatch, uuid],
  );
  const edit = useCallback(
    (id: number, change: (tab: StoredTab) => StoredTab) => dispatch(editTab(uuid, id, change)),
    [dispatch, uuid],
  );
  const add = useCallback(
    async (request?: RestRequest) => {
      select((await dispatch(addTab(uuid, request))).id);
    },
    [dispatch, select, uuid],
  );
  const paste = useCallback(
    async (id: number, requests: readonly RestRequest[]) => {
      const shown = await dispatch(pasteRequests(uuid, id, requests));
      if (shown !== null) select(shown);
    },
    [dispatch, select, uuid],
  );
  const activeId = tabs ? activeTabId(tabs, remembered) : null;
  const remove = useCallback(
    async (id: number) => {
      const remaining = (selectRestTabs(store.getState(), uuid) ?? []).filter((x) => x.id !== id);
      if (remaining.length === 0) return;
      const next = activeAfterRemove(remaining, activeId, id);
      const removed = dispatch(removeTab(uuid, id));
      if (next !== null && next !== activeId) select(next);
      await removed;
    },
    [activeId, dispatch, select, store, uuid],
  );

  return {
    tabs,
    activeTab: tabs?.find((x) => x.id === activeId) ?? null,
    get: (id) => selectRestTabs(store.getState(), uuid)?.find((x) => x.id === id),
    select,
    add,
    remove,
    rename: (id, label) => edit(id, (tab) => ({ ...tab, label })),
    setRequest: (id, request) =>
      edit(id, (tab) => ({ ...tab, request: { ...tab.request, ...request } })),
    setResponse: (id, response) => edit(id, (tab) => ({ ...tab, response })),
    applyToActive: (request) => {
      if (activeId !== null) edit(activeId, (tab) => withRequest(tab, request));
    },
    paste,
  };
}
