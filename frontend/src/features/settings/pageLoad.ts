// Leaving the page for a fresh start after an import or a reset, kept in one object so tests can
// watch it (the test DOM cannot navigate). Addresses resolve against the document base, so the app
// keeps its base path.
import { paths } from '../../routing/paths';

export const pageLoad = {
  replace(url: URL): void {
    window.location.replace(url);
  },
};

/** The address of route path `path` (such as '/welcome') under the document base. */
export function appUrl(path: string, baseUri: string = document.baseURI): URL {
  return new URL(path.replace(/^\/+/, ''), baseUri);
}

/** After an import the app opens cluster 0 (or welcome, when it has none). */
export function openFirstCluster(): void {
  pageLoad.replace(appUrl(paths.home(0)));
}

/** After a reset the user returns to setup. */
export function openWelcome(): void {
  pageLoad.replace(appUrl(paths.welcome()));
}
