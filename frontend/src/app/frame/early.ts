// The first data leaves with the page: the page's own script (built from earlyScript.ts into
// assets/early-<hash>.js, vite.config.ts) asks the cluster the page is about to show for its
// check and for the first data of the screen at the address, with the very requests the app sends
// for them, while the app's own script is still loading. The app adopts these answers
// (src/api/earlyAnswers.ts) instead of asking again; an answer it does not ask for is dropped.
// A deferred script: it runs once the page is parsed (the server's start-up data block is then in
// <head>) and before the app's module. It imports only the engine's name reading and the table
// of requests, so it stays a few kilobytes.
//
// Only a cluster that needs no credential from the browser starts early: a predefined cluster
// without credentials, one reached through the server's proxy (the server adds them), or the
// user's own cluster the app last showed when it had none (the app's frame record names its
// address then). A cluster with a user name, an API key, AWS signing or a secret kept for the
// session waits for the app: this script never reads, sends or keeps a credential.
import { CREDENTIAL_FIELDS } from '../../api/credentialFields';
import type { EarlyAnswers } from '../../api/earlyAnswers';
import { readBootData } from '../../lib/bootData';
import { isRecord, loadPersisted } from '../../lib/storage';
import { pathBelowBasename, routerBasename } from '../../routing/basename';
import { EARLY_CHECK, EARLY_SCREENS, clusterScreenAt, engineOf } from './earlyRequests';
import { FRAME_RECORD_KEY, type FrameRecord } from './frameRecord';

/** What the frame record says of the cluster the app last showed, as read (unchecked). */
type Checked = Partial<Record<keyof NonNullable<FrameRecord['checked']>, unknown>>;

type Shown = { base: string; route: string; checked: Checked | null };

/** The app's frame record, or nothing when it cannot be read. */
function record(): Record<string, unknown> {
  return loadPersisted(FRAME_RECORD_KEY, (raw) => (isRecord(raw) ? raw : null), {});
}

/** The predefined clusters the server wrote into the page (unreadable: the app says so). */
function predefined(): unknown[] {
  const clusters = readBootData(document, () => undefined)?.clusters;
  return Array.isArray(clusters) ? clusters : [];
}

/** The document's base, where the app and the server's proxy live ('/' or '/console/'). */
function base(): URL {
  return new URL('.', document.baseURI);
}

/** A predefined cluster's address when the browser sends it no credential, else null. */
function predefinedBase(cluster: unknown): string | null {
  if (!isRecord(cluster)) return null;
  if (cluster.proxy === true) {
    if (typeof cluster.id !== 'string' || cluster.id === '') return null;
    return `${base().href}api/proxy/${encodeURIComponent(cluster.id)}/`;
  }
  if (CREDENTIAL_FIELDS.some((name) => cluster[name])) return null;
  if (typeof cluster.uri !== 'string' || !/^https?:\/\//i.test(cluster.uri.trim())) return null;
  return `${cluster.uri.trim().replace(/\/+$/, '')}/`;
}

/** The cluster the page shows and the screen's route, or null when it starts nothing early. */
function target(): Shown | null {
  const path = pathBelowBasename(window.location.pathname, routerBasename(document.baseURI));
  const screen = clusterScreenAt(path);
  const clusters = predefined();
  const last = record();
  let index: unknown;
  let route = '';
  if (screen) {
    ({ index, route } = screen);
  } else if (path === '/') {
    index = clusters.length > 0 ? 0 : last.clusterIndex;
  } else {
    return null;
  }
  if (typeof index !== 'number') return null;
  const address =
    index < clusters.length
      ? predefinedBase(clusters[index])
      : last.clusterIndex === index && typeof last.requestBase === 'string'
        ? last.requestBase
        : null;
  if (!address) return null;
  const checked = last.clusterIndex === index ? last.checked : null;
  return {
    base: address,
    route,
    checked: isRecord(checked) ? (checked as Checked) : null,
  };
}

/** Asks the shown cluster for its check and its screen's first data; leaves them on the window. */
export function startEarly(): void {
  const shown = target();
  if (!shown || typeof window.fetch !== 'function') return;
  const early: EarlyAnswers = { answers: Object.create(null), sentByApp: Object.create(null) };
  window.shardscopeEarly = early;

  const ask = (path: string) => {
    const url = shown.base + path;
    const known = early.answers[url];
    if (known || early.sentByApp[url]) return known;
    const answer = window.fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      redirect: 'manual',
    });
    // An answer the app does not adopt is dropped without a word.
    answer.catch(() => undefined);
    early.answers[url] = answer;
    return answer;
  };
  const askAll = (paths: readonly string[] | undefined) => paths?.forEach(ask);

  const info = ask(EARLY_CHECK[0]);
  ask(EARLY_CHECK[1]);
  const screen = EARLY_SCREENS[shown.route];
  if (!screen) return;
  if (shown.checked) {
    // The app checked this cluster last time: its engine is known before the root answers.
    const { distribution, version, flavor } = shown.checked;
    const known = engineOf(distribution, version, flavor);
    if (known) askAll([...screen.both, ...(screen[known] ?? [])]);
    return;
  }
  // A first visit: what both engines get leaves at once, each engine's own once the root has
  // named the engine (a guess would ask one engine for the other's API).
  askAll(screen.both);
  info
    ?.then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((body) => {
      const version = (body as { version?: Record<string, unknown> } | null)?.version;
      if (!version) return;
      const engine = engineOf(version.distribution, version.number, version.build_flavor);
      if (engine) askAll(screen[engine]);
    })
    .catch(() => {
      // The app's own check says what is wrong with the cluster.
    });
}
