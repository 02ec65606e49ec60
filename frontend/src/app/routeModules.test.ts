// The build reads each screen's module from the route table's source (plugins/routeFiles.ts) to
// name the screen's code in the page the server sends: it must read what the app really loads.
import { screenModules, WITH_EVERY_SCREEN } from '../../plugins/routeFiles';
import { SCREENS } from './routes';
import routesSource from './routes.tsx?raw';
import { loadClusterApiStore } from './screenData';

describe("the route table's modules as the build reads them", () => {
  it('are every screen, in order, each the module its load imports', () => {
    const screens = screenModules(routesSource);
    expect(screens.map((screen) => screen.name)).toEqual(SCREENS.map((screen) => screen.name));
    for (const [index, { module }] of screens.entries()) {
      expect(String(SCREENS[index].load)).toContain(`/src/${module}.tsx`);
    }
  });

  it('name the data cache every screen loads with its code', () => {
    expect(WITH_EVERY_SCREEN).not.toHaveLength(0);
    for (const module of WITH_EVERY_SCREEN) {
      expect(String(loadClusterApiStore)).toContain(`/src/${module}.ts`);
    }
  });
});
