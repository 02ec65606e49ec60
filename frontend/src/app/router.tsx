// The route tree. Screens come from the declarative table in routes.tsx;
// the guards are loaders (loaders.ts).
import { memo } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { ClusterLayout } from './ClusterLayout';
import { LanguageSwitcher } from './language/LanguageSwitcher';
import { selectClusters } from '../features/clusters/connection/connectionSlice';
import { parseClusterIndex } from './guards';
import { clusterLoader, entryLoader, entryTarget, fallbackLoader, welcomeLoader } from './loaders';
import { NotFoundPage } from './NotFoundPage';
import { PageLoader } from './PageLoader';
import { whenIdle } from './prefetch';
import { ROUTE_PATTERNS, routeNameFromPath } from '../routing/paths';
import { pathBelowBasename, routerBasename } from '../routing/basename';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { SCREENS } from './routes';
import {
  loadClusterApiStore,
  openScreenData,
  SCREEN_DATA_WAIT_MS,
  startFirstScreenData,
} from './screenData';
import type { ScreenRoute } from './screens';
import type { AppStore } from './store';
import { ThemeSwitcher } from './theme/ThemeSwitcher';

function screenRoute(store: AppStore, screen: ScreenRoute): RouteObject {
  const pattern = ROUTE_PATTERNS[screen.name];
  const lazy = async () => {
    const [Component, { attachClusterApi }] = await Promise.all([
      screen.load(),
      loadClusterApiStore(),
    ]);
    attachClusterApi(store);
    return { Component: memo(Component) };
  };
  const { prepare, data } = screen;
  const loader =
    prepare || data
      ? ({ params, request }: LoaderFunctionArgs) => {
          prepare?.(store);
          const clusters = selectClusters(store.getState()).length;
          const index = parseClusterIndex(params.clusterIndex, clusters);
          if (!data || index === null) return null;
          // The screen renders when its data is in, or when waiting longer would show nothing.
          const answered = openScreenData(store, index, data, new URL(request.url));
          return Promise.race([answered, delay(SCREEN_DATA_WAIT_MS)]).then(() => null);
        }
      : undefined;
  const route = { lazy, loader, shouldRevalidate: onlyWhenOpened };
  return pattern === '' ? { index: true, ...route } : { path: pattern, ...route };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A screen's loader runs when the screen is opened, not again when only its page's query
 * changes (a filter or an index written into the address) or its own link is followed again.
 */
function onlyWhenOpened({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}

/**
 * The welcome screen, with the backup import of the settings feature and the
 * header's language and theme switches, so a first visit can pick both before anything else.
 */
async function welcomePage() {
  const [{ WelcomePage }, { ImportBackupAction }] = await Promise.all([
    import('../features/clusters/WelcomePage'),
    import('../features/settings/backup/ImportBackupAction'),
  ]);
  const Component = () => (
    <WelcomePage
      importBackupAction={<ImportBackupAction />}
      preferenceSwitches={
        <>
          <LanguageSwitcher />
          <ThemeSwitcher />
        </>
      }
    />
  );
  return { Component };
}

export function appRoutes(
  store: AppStore,
  screens: readonly ScreenRoute[] = SCREENS,
): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        // Redirect-only routes: the loader always answers, nothing renders.
        { index: true, loader: entryLoader(store), element: null },
        { path: 'welcome', loader: welcomeLoader(store), lazy: welcomePage },
        {
          path: 'cluster/:clusterIndex',
          loader: clusterLoader(store),
          element: <ClusterLayout screens={screens} />,
          children: screens.map((screen) => screenRoute(store, screen)),
        },
        { path: '*', loader: fallbackLoader(store), element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * Starts loading the code of the screen at `pathname` (below the router basename) and of the
 * cluster data cache, so that it arrives while the language and the clusters are read instead of
 * after them. `/` leads to a dashboard. The router's own load then finds the modules loaded or on
 * their way; a failure here is the router's to show, so it is ignored. Resolves once the code is
 * loaded (or failed to).
 */
export function preloadScreenCode(
  pathname: string,
  screens: readonly ScreenRoute[] = SCREENS,
): Promise<void> {
  const screen = screenAt(pathname, screens);
  if (!screen) return Promise.resolve();
  return Promise.all([screen.load(), loadClusterApiStore()]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * At start-up, asks cluster `clusterIndex` for the first data of the screen at `pathname` (below
 * the router basename) once the cluster's check passed, before the router runs. The route's
 * opening of that screen waits for this ask instead of sending another.
 */
export function preloadScreenData(
  store: AppStore,
  pathname: string,
  clusterIndex: number,
  screens: readonly ScreenRoute[] = SCREENS,
): void {
  const data = screenAt(pathname, screens)?.data;
  if (data) startFirstScreenData(store, clusterIndex, data, new URL(window.location.href));
}

/** The screen at `pathname`; `/` leads to a dashboard. */
function screenAt(pathname: string, screens: readonly ScreenRoute[]): ScreenRoute | undefined {
  const name = pathname.replace(/\/+$/, '') === '' ? 'home' : routeNameFromPath(pathname);
  return screens.find((candidate) => candidate.name === name);
}

/**
 * Loads, one per idle period, what must be ready the moment it is needed (the notification card,
 * the question dialog). Failures are ignored: the part's own load reports them when it is used.
 */
export function loadInIdleTime(loads: readonly (() => Promise<unknown>)[]): void {
  const queue = [...loads];
  const next = () => {
    const load = queue.shift();
    if (!load) return;
    load()
      .catch(() => undefined)
      .finally(() => whenIdle(next));
  };
  whenIdle(next);
}

/**
 * Runs each screen's `prepare` once, in idle time: what a screen's first render waits for (the
 * REST console's database, whose opening takes tens of milliseconds, and its creation on a first
 * visit more) is then done before the screen is opened, not at its opening.
 */
export function prepareInIdleTime(
  store: AppStore,
  screens: readonly ScreenRoute[] = SCREENS,
): void {
  for (const { prepare } of screens) if (prepare) whenIdle(() => prepare(store));
}

/**
 * Runs a screen's code (fetched in idle time, see `lazyCode.ts`) when a link to it is pointed at
 * or focused: the moment between pointing and clicking compiles it, so that the opening waits for
 * the screen's data only. Each screen once; failures are the opening's to show. Returns the
 * function that stops listening.
 */
export function loadScreenCodeOnIntent(
  doc: Document = document,
  screens: readonly ScreenRoute[] = SCREENS,
): () => void {
  const started = new Set<ScreenRoute>();
  const basename = routerBasename(doc.baseURI);
  const origin = new URL(doc.baseURI).origin;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== origin) return;
    const screen = screenAt(pathBelowBasename(link.pathname, basename), screens);
    if (!screen || started.has(screen)) return;
    started.add(screen);
    Promise.all([screen.load(), loadClusterApiStore()]).catch(() => undefined);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}

/**
 * The app's router on the browser's history. A page opened at the entry address ('/', which
 * shows nothing of its own) starts at the address the entry's loader would redirect to: the
 * router then shows that screen in its first render, without rendering the entry first and
 * navigating again.
 */
export function createAppRouter(store: AppStore) {
  const basename = routerBasename();
  if (pathBelowBasename(window.location.pathname, basename) === '/') {
    const target = entryTarget(store);
    window.history.replaceState(
      window.history.state,
      '',
      basename === '/' ? target : basename + target,
    );
  }
  return createBrowserRouter(appRoutes(store), { basename });
}
