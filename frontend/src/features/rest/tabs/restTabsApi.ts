// The query tabs of the REST console have one home, the cluster data cache: each cluster's tabs
// are read from its database when the console is first opened in the page (one is created when
// there are none), and stay cached for the page's life, since every edit goes through the cache.
// An edit changes the cached tab; a listener writes the tab 100 ms after its last change, or at
// once when the console closes or the page hides (then also kept in local storage, see
// unsavedTabs.ts). A removed tab is deleted and never written back.
import { createAction, createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { clusterApi } from '../../../api/clusterApi';
import { toClusterErrorInfo } from '../../../api/errors';
import { screenQuery, type ScreenData } from '../../../api/screenQuery';
import {
  addRecord,
  deleteRecord,
  getAllRecords,
  putRecord,
  type RestRequest,
} from '../../../engine/clusterDb';
import { whenTranslated } from '../../../i18n/translate';
import { handOverHeldEdits } from '../../../lib/heldEdits';
import { activeClusterOf, type AppThunk, type RootState } from '../../../store/hooks';
import { lazyMiddleware } from '../../../store/lazyMiddleware';
import { newTab, nextTabNumber, normalizeTab, tabRecord, type StoredTab } from './tabs';
import {
  forgetUnsavedTabs,
  keepUnsavedTabs,
  takeUnsavedTabs,
  withUnsavedTabs,
} from './unsavedTabs';

/** Tab edits are written this long after the last change. */
export const TAB_SAVE_DEBOUNCE_MS = 100;

/**
 * How a tab numbered `n` is labelled ("Tab 1") in the page's language, once its strings are in:
 * the tabs may be read at start-up, while they load.
 */
async function tabLabels(): Promise<(n: number) => string> {
  const { t } = await whenTranslated();
  return (n) => t('rest.tabs.defaultLabel', { n });
}

/** A tab labelled after those in `existing`, holding `request` (or the default one), stored. */
async function createTab(
  uuid: string,
  existing: readonly StoredTab[],
  request?: RestRequest,
): Promise<StoredTab> {
  const tabLabel = await tabLabels();
  const number = nextTabNumber(
    existing.map((tab) => tab.label),
    tabLabel,
  );
  const tab = newTab(tabLabel(number), Date.now(), request);
  const id = await addRecord(uuid, 'restQueryTabs', tab);
  return { ...tab, id };
}

/** The stored tabs of cluster `uuid`; one is created when there are none. */
async function readOrCreate(uuid: string): Promise<StoredTab[]> {
  const [records, tabLabel] = await Promise.all([
    getAllRecords(uuid, 'restQueryTabs'),
    tabLabels(),
  ]);
  const stored = records
    .map((record) => normalizeTab(record, tabLabel))
    .filter((tab): tab is StoredTab => tab !== null);
  // Edits the page could not write before it went.
  const { tabs, changed } = withUnsavedTabs(stored, takeUnsavedTabs(uuid));
  await Promise.all(changed.map((tab) => putRecord(uuid, 'restQueryTabs', tabRecord(tab))));
  return tabs.length > 0 ? tabs : [await createTab(uuid, [])];
}

const tabEdited = createAction<{ uuid: string; id: number }>('restTabs/edited');
const tabRemoved = createAction<{ uuid: string; id: number }>('restTabs/removed');
/** Writes every edit of cluster `uuid`'s tabs still waiting (the console closes, say). */
export const tabEditsFlushed = createAction<{ uuid: string }>('restTabs/flushed');

/**
 * Writes edited tabs. One for the page, as middleware is: each write reads the store whose edit
 * it writes.
 */
const tabWriter = createListenerMiddleware();

export const restTabsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    restTabs: build.query<StoredTab[], string>({
      queryFn: async (uuid) => {
        try {
          return { data: await readOrCreate(uuid) };
        } catch (error) {
          return { error: toClusterErrorInfo(error) };
        }
      },
      // Every edit goes through the cache, so it stays what is stored; it is never read again.
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
      onCacheEntryAdded(_uuid, { dispatch }) {
        dispatch(lazyMiddleware.withMiddleware(tabWriter.middleware));
      },
    }),
  }),
});

/** The store as the cache reads it: joined to the cluster data cache (the console is). */
type TabsCache = Parameters<ReturnType<typeof restTabsApi.endpoints.restTabs.select>>[0];

/** The cached tabs of cluster `uuid`; undefined until they are read. */
export function selectRestTabs(state: RootState, uuid: string): StoredTab[] | undefined {
  return restTabsApi.endpoints.restTabs.select(uuid)(state as TabsCache).data;
}

/**
 * The active cluster's tabs, the console's first data: its opening reads them when the cache does
 * not hold them yet, and never again (the cache holds every edit since).
 */
export const REST_TABS = screenQuery(
  restTabsApi.endpoints.restTabs,
  (state: RootState) => activeClusterOf(state)?.uuid || skipToken,
  { refreshOnOpen: false },
);

/** Cluster `uuid`'s cached tabs become `tabs`, computed from those in the store. */
/** What the console first shows (see `ScreenData`): the active cluster's tabs. */
export const REST_DATA: ScreenData = { queries: [REST_TABS] };

function setTabs(uuid: string, tabs: StoredTab[]): AppThunk {
  const update = restTabsApi.util.updateQueryData('restTabs', uuid, () => tabs);
  // The console joined the cluster data cache before it edits: the cache's state is there.
  type CacheArgs = Parameters<typeof update>;
  return (dispatch, getState, extra) =>
    void update(dispatch as CacheArgs[0], getState as CacheArgs[1], extra);
}

/** Changes tab `id` of cluster `uuid`; the tab is written once the changes pause. */
export function editTab(uuid: string, id: number, change: (tab: StoredTab) => StoredTab): AppThunk {
  return (dispatch, getState) => {
    const tabs = selectRestTabs(getState(), uuid) ?? [];
    const tab = tabs.find((x) => x.id === id);
    if (!tab) return;
    const changed = change(tab);
    dispatch(
      setTabs(
        uuid,
        tabs.map((x) => (x === tab ? changed : x)),
      ),
    );
    dispatch(tabEdited({ uuid, id }));
  };
}

/** Adds a tab holding `request` (or the default one) after cluster `uuid`'s tabs, stored. */
export function addTab(uuid: string, request?: RestRequest): AppThunk<Promise<StoredTab>> {
  return async (dispatch, getState) => {
    const tab = await createTab(uuid, selectRestTabs(getState(), uuid) ?? [], request);
    dispatch(setTabs(uuid, [...(selectRestTabs(getState(), uuid) ?? []), tab]));
    return tab;
  };
}

/**
 * Removes tab `id` of cluster `uuid` and deletes it; resolves once it is deleted. The last tab
 * stays.
 */
export function removeTab(uuid: string, id: number): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const tabs = selectRestTabs(getState(), uuid) ?? [];
    if (tabs.length <= 1 || !tabs.some((tab) => tab.id === id)) return;
    dispatch(tabRemoved({ uuid, id }));
    dispatch(
      setTabs(
        uuid,
        tabs.filter((tab) => tab.id !== id),
      ),
    );
    await deleteRecord(uuid, 'restQueryTabs', id);
  };
}

/** The edits not written yet: cluster -> tab id -> the number of the tab's latest edit. */
const unwritten = new Map<string, Map<number, number>>();
let edits = 0;

function unwrittenOf(uuid: string): Map<number, number> {
  const tabs = unwritten.get(uuid) ?? new Map<number, number>();
  unwritten.set(uuid, tabs);
  return tabs;
}

tabWriter.startListening({
  actionCreator: tabRemoved,
  effect: ({ payload: { uuid, id } }) => void unwrittenOf(uuid).delete(id),
});

tabWriter.startListening({
  actionCreator: tabEdited,
  effect: async ({ payload: { uuid, id } }, listener) => {
    const edit = ++edits;
    unwrittenOf(uuid).set(id, edit);
    const sameTab = (action: UnknownAction) =>
      (tabEdited.match(action) || tabRemoved.match(action)) &&
      action.payload.uuid === uuid &&
      action.payload.id === id;
    const flushed = (action: UnknownAction) =>
      tabEditsFlushed.match(action) && action.payload.uuid === uuid;
    const next = await listener.take(
      (action) => sameTab(action) || flushed(action),
      TAB_SAVE_DEBOUNCE_MS,
    );
    // A later edit of the tab writes it instead; a removed tab is not written back.
    if (next && !flushed(next[0])) return;
    const tab = selectRestTabs(listener.getState() as RootState, uuid)?.find((x) => x.id === id);
    if (tab) await putRecord(uuid, 'restQueryTabs', tabRecord(tab));
    // Written, unless the tab was edited again meanwhile.
    const pending = unwrittenOf(uuid);
    if (pending.get(id) === edit) pending.delete(id);
    if (pending.size === 0) forgetUnsavedTabs(uuid);
  },
});

/**
 * The page hides: cluster `uuid`'s tabs with edits not written yet are kept in local storage at
 * once (see unsavedTabs.ts), and their database writes start.
 */
export function keepUnwrittenTabs(uuid: string): AppThunk {
  return (dispatch, getState) => {
    // What an editor still holds is an edit too.
    handOverHeldEdits();
    const tabs = selectRestTabs(getState(), uuid) ?? [];
    keepUnsavedTabs(
      uuid,
      tabs.filter((tab) => unwrittenOf(uuid).has(tab.id)),
    );
    dispatch(tabEditsFlushed({ uuid }));
  };
}
