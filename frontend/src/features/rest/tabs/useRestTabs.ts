// The query tabs of one cluster: read from the cluster's database when the console is opened or
// mounts (one is created when there are none; see openedTabs.ts), edited in memory and saved
// 100 ms after the last change to each tab. The active tab is remembered per cluster in the
// persisted restQuery area.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { debounce, type Debounced } from '../../../lib/debounce';
import {
  deleteRecord,
  putRecord,
  type RestRequest,
  type RestResponse,
} from '../../../engine/clusterDb';
import { selectRestState, setActiveTab } from '../restSlice';
import { consoleMounted, createTab, readTabs, takeOpenedTabs } from './openedTabs';
import { activeAfterRemove, activeTabId, tabRecord, withRequest, type StoredTab } from './tabs';

/** Tab edits are written this long after the last change. */
export const TAB_SAVE_DEBOUNCE_MS = 100;

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
}

/** One debounced writer per tab; pending writes run when the console or the page closes. */
function useTabSaver(uuid: string) {
  const savers = useRef(new Map<number, Debounced<[StoredTab]>>());
  useEffect(() => {
    const pending = savers.current;
    const flushAll = () => pending.forEach((saver) => saver.flush());
    window.addEventListener('pagehide', flushAll);
    return () => {
      window.removeEventListener('pagehide', flushAll);
      flushAll();
    };
  }, []);
  const save = useCallback(
    (tab: StoredTab) => {
      let saver = savers.current.get(tab.id);
      if (!saver) {
        saver = debounce(
          (latest: StoredTab) => void putRecord(uuid, 'restQueryTabs', tabRecord(latest)),
          TAB_SAVE_DEBOUNCE_MS,
        );
        savers.current.set(tab.id, saver);
      }
      saver(tab);
    },
    [uuid],
  );
  /** Drops a pending write, so a removed tab is not written back. */
  const forget = useCallback((id: number) => {
    savers.current.get(id)?.cancel();
    savers.current.delete(id);
  }, []);
  return { save, forget };
}

export function useRestTabs(uuid: string): RestTabs {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const remembered = useAppSelector((state) => selectRestState(state).activeTabs[uuid]);
  // The tabs the console's opening read, when it read them: the first render shows them.
  const [opened] = useState(() => takeOpenedTabs(uuid));
  const [tabs, setTabsState] = useState<StoredTab[] | null>(opened?.value ?? null);
  const tabsRef = useRef<StoredTab[] | null>(tabs);
  const { save, forget } = useTabSaver(uuid);

  const setTabs = useCallback((next: StoredTab[]) => {
    tabsRef.current = next;
    setTabsState(next);
  }, []);
  const select = useCallback(
    (id: number) => dispatch(setActiveTab({ uuid, tabId: id })),
    [dispatch, uuid],
  );

  const label = useCallback((n: number) => t('rest.tabs.defaultLabel', { n }), [t]);
  const create = useCallback(
    (existing: StoredTab[], request?: RestRequest) => createTab(uuid, existing, label, request),
    [label, uuid],
  );

  // Once mounted the console holds the tabs: an opening's read kept meanwhile is dropped, and no
  // opening reads them while it stays.
  useEffect(() => {
    takeOpenedTabs(uuid);
    return consoleMounted(uuid);
  }, [uuid]);

  // One read per console (a read of an empty database creates the first tab): the opening's
  // when it is still under way (read again if it failed), else the console's own.
  const reading = useRef<Promise<StoredTab[]> | null>(null);
  useEffect(() => {
    if (tabsRef.current !== null) return;
    let cancelled = false;
    reading.current ??= opened
      ? opened.tabs.catch(() => readTabs(uuid, label))
      : readTabs(uuid, label);
    void reading.current.then((loaded) => {
      if (!cancelled) setTabs(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [uuid, opened, label, setTabs]);

  const update = useCallback(
    (id: number, change: (tab: StoredTab) => StoredTab) => {
      const current = tabsRef.current;
      const tab = current?.find((x) => x.id === id);
      if (!current || !tab) return;
      const changed = change(tab);
      setTabs(current.map((x) => (x.id === id ? changed : x)));
      save(changed);
    },
    [save, setTabs],
  );

  const add = useCallback(
    async (request?: RestRequest) => {
      const tab = await create(tabsRef.current ?? [], request);
      setTabs([...(tabsRef.current ?? []), tab]);
      select(tab.id);
    },
    [create, select, setTabs],
  );

  const activeId = tabs ? activeTabId(tabs, remembered) : null;

  const remove = useCallback(
    async (id: number) => {
      const remaining = (tabsRef.current ?? []).filter((x) => x.id !== id);
      if (remaining.length === 0) return;
      setTabs(remaining);
      const next = activeAfterRemove(remaining, activeId, id);
      if (next !== null && next !== activeId) select(next);
      forget(id);
      await deleteRecord(uuid, 'restQueryTabs', id);
    },
    [activeId, forget, select, setTabs, uuid],
  );

  return {
    tabs,
    activeTab: tabs?.find((x) => x.id === activeId) ?? null,
    get: (id) => tabsRef.current?.find((x) => x.id === id),
    select,
    add,
    remove,
    rename: (id, label) => update(id, (tab) => ({ ...tab, label })),
    setRequest: (id, request) =>
      update(id, (tab) => ({ ...tab, request: { ...tab.request, ...request } })),
    setResponse: (id, response) => update(id, (tab) => ({ ...tab, response })),
    applyToActive: (request) => {
      if (activeId !== null) update(activeId, (tab) => withRequest(tab, request));
    },
  };
}
