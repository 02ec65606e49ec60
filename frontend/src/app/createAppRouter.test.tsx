import { installFakeFetch } from '../api/testFetch';
import { testCluster, testConnection } from '../test/fixtures';
import { createAppRouter } from './router';
import { createAppStore } from './store';

// The server writes the page's base, under which the router works.
function setBase(path: string) {
  document.head.querySelector('base')?.remove();
  const base = document.createElement('base');
  base.href = `${window.location.origin}${path}`;
  document.head.append(base);
}

// The router starts the screen's loaders; the cluster is not asked.
beforeEach(() => {
  installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.head.querySelector('base')?.remove();
});

function startAt(path: string, connection = testConnection([testCluster(), testCluster()], 1)) {
  window.history.replaceState(null, '', path);
  if (!document.head.querySelector('base')) setBase('/');
  const router = createAppRouter(createAppStore({ connection }));
  router.dispose();
  return router;
}

describe('createAppRouter', () => {
  it("starts a page opened at the entry at the active cluster's home, without a redirect", () => {
    const router = startAt('/');
    expect(window.location.pathname).toBe('/cluster/1');
    expect(router.state.location.pathname).toBe('/cluster/1');
    expect(router.state.historyAction).toBe('POP');
  });

  it('starts at welcome without clusters', () => {
    startAt('/', testConnection([]));
    expect(window.location.pathname).toBe('/welcome');
  });

  it('starts below the base path the server wrote', () => {
    setBase('/console/');
    startAt('/console/');
    expect(window.location.pathname).toBe('/console/cluster/1');
  });

  it('leaves any other address as it is', () => {
    startAt('/cluster/0/indices');
    expect(window.location.pathname).toBe('/cluster/0/indices');
  });
});
