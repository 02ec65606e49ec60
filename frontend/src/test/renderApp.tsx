// Renders the whole app (store, Mantine, widgets, router) on a memory history, for tests of
// routing and layout. The network is stubbed to never answer, so health checks stay pending,
// unless the test gives the answers.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { installFakeFetch, type Responder } from '../api/testFetch';
import type { ConnectionState } from '../api/types';
import { App } from '../app/App';
import { appRoutes } from '../app/router';
import type { ScreenRoute } from '../app/screens';
import { createAppStore } from '../app/store';
import { initI18n } from '../i18n/i18n';

interface RenderAppOptions {
  path: string;
  connection: ConnectionState;
  screens?: readonly ScreenRoute[];
  /** The cluster's answers; without it no request is ever answered. */
  answer?: Responder;
}

export async function renderApp({ path, connection, screens, answer }: RenderAppOptions) {
  await initI18n('en');
  if (answer) installFakeFetch(answer);
  else
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
  const store = createAppStore({ connection });
  const router = createMemoryRouter(appRoutes(store, screens), { initialEntries: [path] });
  const view = render(<App store={store} router={router} />);
  return { store, router, ...view };
}
