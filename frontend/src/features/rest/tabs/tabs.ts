// Query tabs of the REST console: creating, naming, choosing the active
// tab, and reading stored tabs that may come from an older version or a backup.
import { isRecord } from '../../../lib/storage';
import type { RestQueryTab, RestRequest } from '../../../engine/clusterDb';
import { defaultRequest, EMPTY_RESPONSE, toRestMethod } from '../restRequest';

/** A stored tab always has its id. */
export type StoredTab = RestQueryTab & { id: number };

/**
 * Response bodies up to this many characters are kept with the tab. Larger ones stay in memory
 * only: writing them again with every edit of the request would make typing stutter.
 */
export const PERSISTED_BODY_LIMIT = 1024 * 1024;

/** The record written for a tab: a body over the limit is replaced by its length. */
export function tabRecord(tab: StoredTab, limit = PERSISTED_BODY_LIMIT): StoredTab {
  const { bodyText } = tab.response;
  if (bodyText.length <= limit) return tab;
  return { ...tab, response: { ...tab.response, bodyText: '', droppedLength: bodyText.length } };
}

/** The first free number n for a label "Tab n", counting on from the number of tabs. */
export function nextTabNumber(labels: readonly string[], format: (n: number) => string): number {
  const taken = new Set(labels);
  let n = labels.length + 1;
  while (taken.has(format(n))) n += 1;
  return n;
}

/** A new tab (not stored yet): name "tab-{timestamp}", the given label, a default request. */
export function newTab(
  label: string,
  now: number,
  request: RestRequest = defaultRequest(),
): RestQueryTab {
  return { name: `tab-${now}`, label, request: { ...request }, response: { ...EMPTY_RESPONSE } };
}

/** The active tab: the remembered one if it still exists, else the first; null without tabs. */
export function activeTabId(
  tabs: readonly StoredTab[],
  remembered: number | undefined,
): number | null {
  if (tabs.length === 0) return null;
  return tabs.some((tab) => tab.id === remembered) ? (remembered as number) : tabs[0].id;
}

/** After removing `removedId`: the first remaining tab if it was the active one, else unchanged. */
export function activeAfterRemove(
  remaining: readonly StoredTab[],
  activeId: number | null,
  removedId: number,
): number | null {
  if (activeId !== removedId) return activeId;
  return remaining[0]?.id ?? null;
}

/** Using a request sets method, path and body and resets the response. */
export function withRequest<T extends RestQueryTab>(tab: T, request: RestRequest): T {
  return { ...tab, request: { ...request }, response: { ...EMPTY_RESPONSE } };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A stored tab in the current shape, or null when the record is not a tab at all. A tab
 * without a label gets `defaultLabel(id)`, in the user's language.
 */
export function normalizeTab(raw: unknown, defaultLabel: (n: number) => string): StoredTab | null {
  if (!isRecord(raw) || typeof raw.id !== 'number') return null;
  const request = isRecord(raw.request) ? raw.request : {};
  const response = isRecord(raw.response) ? raw.response : {};
  return {
    id: raw.id,
    name: text(raw.name) || `tab-${raw.id}`,
    label: text(raw.label) || defaultLabel(raw.id),
    request: {
      method: toRestMethod(request.method),
      path: text(request.path),
      body: text(request.body),
    },
    response: {
      status: text(response.status),
      ok: response.ok === true,
      bodyText: text(response.bodyText),
      ...(typeof response.droppedLength === 'number'
        ? { droppedLength: response.droppedLength }
        : {}),
      ...(typeof response.contentType === 'string' ? { contentType: response.contentType } : {}),
    },
  };
}
