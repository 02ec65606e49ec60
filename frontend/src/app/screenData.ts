// A screen's first data, asked for when the screen is opened. The route starts it beside the
// screen's code once the cluster's check has passed, so the answers arrive while the code loads
// and renders instead of after the screen's first render asks for them.
import { checkCluster } from '../features/clusters/connection/clusterHealth';
import {
  selectActiveCluster,
  selectActiveClusterIndex,
} from '../features/clusters/connection/connectionSlice';
import { needsSessionSecret } from '../features/clusters/connection/sessionSecrets';
import { dropAnswersAskedAhead } from '../api/earlyAnswers';
import type { ScreenData } from '../api/screenQuery';
import { pathBelowBasename } from '../routing/basename';
import { clusterScreenAt } from './frame/earlyRequests';
import { askScreenAhead } from './screenAhead';
import type { AppStore } from './store';

/** The cluster data cache and what joins it to a store (screens' code brings it anyway). */
export const loadClusterApiStore = () => import('./clusterApiStore');

/**
 * How long (ms) opening a screen waits for its first data before the screen shows without it:
 * an answer that comes sooner is shown in the screen's first render, so the screen is drawn once
 * instead of twice (empty, then filled). Meanwhile the previous screen stays, under the progress
 * bar.
 */
export const SCREEN_DATA_WAIT_MS = 300;

/**
 * Asks cluster `index` for the first data of a screen opened at `opened` (`data` loads the
 * screen's declaration of it); resolves once the answers are in. It waits for the cluster's check (the one
 * under way at start-up, or the last one), and asks nothing when the check failed, when the
 * cluster's secret must be entered first, or when another cluster became active meanwhile: the
 * screen then shows what it shows without data. Never rejects; the screen's own queries report
 * failures.
 */
export async function startScreenData(
  store: AppStore,
  index: number,
  data: () => Promise<ScreenData>,
  opened: URL,
): Promise<void> {
  try {
    const [screenData, { askScreenData }] = await Promise.all([
      data(),
      loadClusterApiStore(),
      store.dispatch(checkCluster(index, { reuseWithinMs: Number.POSITIVE_INFINITY })),
    ]);
    const state = store.getState();
    const cluster = selectActiveCluster(state);
    if (selectActiveClusterIndex(state) !== index || !cluster) return;
    if (cluster.status === 'unknown' || needsSessionSecret(cluster)) return;
    await askScreenData(store, screenData, opened);
  } catch {
    // The screen's code failed to load: the router shows that when it loads it too.
  }
}

/** The start-up's ask, which stands for the first opening of the same screen by the router. */
let startUpAsk: { index: number; data: () => Promise<ScreenData>; answered: Promise<void> } | null =
  null;

/**
 * At start-up, before the router runs: asks cluster `index` for the first screen's data as soon
 * as the check passes. The router's opening of that screen then waits for this ask instead of
 * sending another.
 */
export function startFirstScreenData(
  store: AppStore,
  index: number,
  data: () => Promise<ScreenData>,
  opened: URL,
): void {
  startUpAsk = { index, data, answered: startScreenData(store, index, data, opened) };
}

/**
 * A route opens a screen: its ask, or the start-up's when this is the first opening of the same
 * screen of the same cluster. Resolves once the answers are in; never rejects.
 */
export function openScreenData(
  store: AppStore,
  index: number,
  data: () => Promise<ScreenData>,
  opened: URL,
): Promise<void> {
  const first = startUpAsk;
  startUpAsk = null;
  if (first && first.index === index && first.data === data) return first.answered;
  // The requests the screen will send, sent now rather than once its code has run.
  dropAnswersAskedAhead();
  const screen = clusterScreenAt(pathBelowBasename(opened.pathname));
  const opening = screen ? askScreenAhead(store, index, screen.route, opened) : null;
  const answered = startScreenData(store, index, data, opened);
  if (opening) void answered.then(() => dropAnswersAskedAhead(opening));
  return answered;
}
