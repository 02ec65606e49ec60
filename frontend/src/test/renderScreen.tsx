// Renders one cluster screen as the app shows it: the app's store (with the given state), Mantine,
// the widget hosts, English strings and a memory router at `path`. Screens read the network
// through the request layer, so tests stub fetch (api/testFetch) before rendering.
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { metricsSampler } from '../api/metrics/sampler';
import { attachClusterApi } from '../app/clusterApiStore';
import type { RootState } from '../app/rootReducer';
import { createAppStore, type AppStore } from '../app/store';
import { WidgetsProvider } from '../components/WidgetsProvider';
import { initI18n } from '../i18n/i18n';

// The page's one metrics sampler outlives a screen by a tick (a view coming within the interval
// goes on with it); each test starts with none running.
afterEach(() => metricsSampler.reset());

/**
 * `opened`: what ran before the screen mounts, as when its route opens it (the screen's
 * `ScreenRoute.data` ask, say); the screen mounts once it is done. The screen is shown in the
 * language of `state.language` (English when it has none), as the start-up does.
 */
export async function renderScreen(
  ui: ReactElement,
  state: Partial<RootState>,
  path = '/cluster/0',
  opened?: (store: AppStore) => Promise<unknown>,
) {
  await initI18n(state.language?.lang ?? 'en');
  const store = createAppStore(state);
  attachClusterApi(store);
  await opened?.(store);
  const view = render(
    <Provider store={store}>
      <MantineProvider env="test">
        <WidgetsProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </WidgetsProvider>
      </MantineProvider>
    </Provider>,
  );
  return { store, ...view };
}
