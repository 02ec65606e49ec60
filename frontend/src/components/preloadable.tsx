// A component whose code is fetched when it is first shown, or earlier by calling `load` (in
// idle time after the first screen). Once loaded it renders at once, without suspending.
import { lazy, type ComponentType, type JSX } from 'react';

export interface Preloadable<P extends object> {
  /** Fetches the code; resolves when the component renders without suspending. */
  load: () => Promise<unknown>;
  Component: (props: P) => JSX.Element;
}

export function preloadable<P extends object, M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    importer().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Component(props: P) {
    const Shown = loaded ?? Lazy;
    return <Shown {...props} />;
  }
  return { load, Component };
}
