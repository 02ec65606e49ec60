// The route tree of core spec 2.1. Screens come from the declarative table in routes.tsx;
// the guards are loaders (loaders.ts).
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ClusterLayout } from './ClusterLayout';
import { LanguageSwitcher } from './language/LanguageSwitcher';
import { clusterLoader, entryLoader, fallbackLoader, welcomeLoader } from './loaders';
import { NotFoundPage } from './NotFoundPage';
import { PageLoader } from './PageLoader';
import { ROUTE_PATTERNS } from './paths';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { SCREENS } from './routes';
import type { ScreenRoute } from './screens';
import type { AppStore } from './store';
import { ThemeSwitcher } from './theme/ThemeSwitcher';

function screenRoute(store: AppStore, screen: ScreenRoute): RouteObject {
  const pattern = ROUTE_PATTERNS[screen.name];
  const lazy = async () => {
    const [Component, { attachClusterApi }] = await Promise.all([
      screen.load(),
      import('./clusterApiStore'),
    ]);
    attachClusterApi(store);
    return { Component };
  };
  return pattern === '' ? { index: true, lazy } : { path: pattern, lazy };
}

/**
 * The welcome screen, with the backup import of the settings feature (core spec 2.4) and the
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
 * The router base is the path of the <base href> the server writes at run time, so the same
 * build works under any base path.
 */
export function routerBasename(baseUri: string = document.baseURI): string {
  return new URL(baseUri).pathname.replace(/\/+$/, '') || '/';
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(appRoutes(store), { basename: routerBasename() });
}
