// Notifications are shown outside the route tree, so a link in one (Show in tasks) would have no
// router. This scope gives their content the app's router: its location, base path and
// navigation, so links there work as links on the page do.
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Router, type Navigator, type To } from 'react-router-dom';
import type { NotificationScope } from '../components/Notifications/NotificationCard';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** `to` without the base path: the router adds it again when it navigates. */
export function belowBasename(to: To, basename: string): To {
  if (typeof to !== 'string' && to.pathname === undefined) return to;
  const pathname = typeof to === 'string' ? to : (to.pathname ?? '');
  if (basename === '/' || !pathname.startsWith(basename)) return to;
  const rest = pathname.slice(basename.length);
  if (rest !== '' && !rest.startsWith('/') && !rest.startsWith('?')) return to;
  const below = rest.startsWith('/') ? rest : `/${rest}`;
  return typeof to === 'string' ? below : { ...to, pathname: below };
}

/** The scope for `router`; make it once per router. */
export function routerScope(router: AppRouter): NotificationScope {
  const subscribe = (listener: () => void) => router.subscribe(listener);
  const location = () => router.state.location;
  const basename = router.basename ?? '/';

  return function RouterScope({ children }: { children: ReactNode }) {
    const current = useSyncExternalStore(subscribe, location);
    const navigator = useMemo<Navigator>(
      () => ({
        createHref: router.createHref,
        encodeLocation: router.encodeLocation,
        go: (delta) => void router.navigate(delta),
        push: (to, state) => void router.navigate(belowBasename(to, basename), { state }),
        replace: (to, state) =>
          void router.navigate(belowBasename(to, basename), { state, replace: true }),
      }),
      [],
    );
    return (
      <Router basename={basename} location={current} navigator={navigator}>
        {children}
      </Router>
    );
  };
}
