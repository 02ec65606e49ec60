// The app's place below the server's base path, which the server writes into the page's
// <base href> at run time, so the same build works under any base path.

/** The router base: the path of the document's base without its trailing slash ('/' at the root). */
export function routerBasename(baseUri: string = document.baseURI): string {
  return new URL(baseUri).pathname.replace(/\/+$/, '') || '/';
}

/** `pathname` below the router basename ('/cluster/0/indices'). */
export function pathBelowBasename(pathname: string, basename: string = routerBasename()): string {
  return basename !== '/' && pathname.startsWith(basename)
    ? pathname.slice(basename.length) || '/'
    : pathname;
}
