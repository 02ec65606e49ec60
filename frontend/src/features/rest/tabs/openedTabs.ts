// The query tabs of the REST console, read when the console is opened: the route reads them
// while the console's code loads, so that the console's first render shows the active tab's form
// instead of a loader followed by the form.
import { currentTranslations } from '../../../i18n/translate';
import { addRecord, getAllRecords } from '../../../engine/clusterDb';
import { activeClusterOf, type ScreenAsk } from '../../../store/hooks';
import { newTab, nextTabNumber, normalizeTab, type StoredTab } from './tabs';

/** How long (ms) the tabs read at an opening stand for the console's own first read. */
export const OPENED_TABS_FRESH_MS = 5000;

/** The label of a new tab numbered `n` ("Tab 1"). */
export type TabLabel = (n: number) => string;

/** A tab labelled after those in `existing`, holding the default request, stored. */
export async function createTab(
  uuid: string,
  existing: readonly StoredTab[],
  label: TabLabel,
  request?: StoredTab['request'],
): Promise<StoredTab> {
  const tab = newTab(
    label(
      nextTabNumber(
        existing.map((x) => x.label),
        label,
      ),
    ),
    Date.now(),
    request,
  );
  const id = await addRecord(uuid, 'restQueryTabs', tab);
  return { ...tab, id };
}

/** Reads under way, by cluster: a read that runs meanwhile joins it. */
const reads = new Map<string, Promise<StoredTab[]>>();

/**
 * The stored tabs of cluster `uuid`; one is created when there are none. Reads of the same
 * cluster at the same time (the console's opening, the console itself) are one read, so an empty
 * database gets one first tab.
 */
export function readTabs(uuid: string, label: TabLabel): Promise<StoredTab[]> {
  const running = reads.get(uuid);
  if (running) return running;
  const reading = readOrCreate(uuid, label).finally(() => reads.delete(uuid));
  reads.set(uuid, reading);
  return reading;
}

async function readOrCreate(uuid: string, label: TabLabel): Promise<StoredTab[]> {
  const records = await getAllRecords(uuid, 'restQueryTabs');
  const tabs = records
    .map((record) => normalizeTab(record, label))
    .filter((tab): tab is StoredTab => tab !== null);
  return tabs.length > 0 ? tabs : [await createTab(uuid, [], label)];
}

/** The tabs one opening read (`value` once they are in). */
export interface OpenedTabs {
  uuid: string;
  at: number;
  tabs: Promise<StoredTab[]>;
  value?: StoredTab[];
}

/** The last opening's read of the tabs (a cache): the console's first render takes it over. */
let opened: OpenedTabs | null = null;

/** The clusters whose console is mounted (a count each): it holds their tabs already. */
const consoles = new Map<string, number>();

/** A console of cluster `uuid` mounted; call the returned function when it unmounts. */
export function consoleMounted(uuid: string): () => void {
  consoles.set(uuid, (consoles.get(uuid) ?? 0) + 1);
  return () => {
    const left = (consoles.get(uuid) ?? 1) - 1;
    if (left > 0) consoles.set(uuid, left);
    else consoles.delete(uuid);
  };
}

/**
 * What the REST console asks for when it is opened: the active cluster's tabs. Nothing while a
 * console of that cluster is mounted (it mounted before the opening's check was through): its
 * tabs are in memory, and a read kept for a later console could miss its edits.
 */
export const restOnOpen: ScreenAsk = () => (_dispatch, getState) => {
  const uuid = activeClusterOf(getState())?.uuid;
  if (!uuid || consoles.has(uuid)) return Promise.resolve();
  const tabs = readTabs(uuid, (n) => currentTranslations().t('rest.tabs.defaultLabel', { n }));
  const reading: OpenedTabs = { uuid, at: Date.now(), tabs };
  opened = reading;
  return tabs.then(
    (value) => {
      reading.value = value;
    },
    () => {
      if (opened === reading) opened = null;
    },
  );
};

/**
 * The tabs of cluster `uuid` the last opening read or is still reading, taken once by the
 * console that mounts; null when there are none, or when they were read too long ago to still be
 * what is stored.
 */
export function takeOpenedTabs(uuid: string, now = Date.now()): OpenedTabs | null {
  const reading = opened;
  opened = null;
  if (!reading || reading.uuid !== uuid || now - reading.at > OPENED_TABS_FRESH_MS) return null;
  return reading;
}
