// The shape of one screen of the route table, and what the header derives from the table.
import type { ComponentType } from 'react';
import type { Icon } from '@tabler/icons-react';
import type { TranslationKey } from '../i18n/translate';
import type { RouteName } from '../routing/routeNames';
import type { ScreenData } from '../api/screenQuery';
import type { AppStore } from './store';

export interface ScreenTab {
  /** i18n key of the tab label (also its tooltip when iconOnly). */
  labelKey: TranslationKey;
  icon: Icon;
  /** Settings shows as an icon only. */
  iconOnly?: boolean;
}

export interface ScreenRoute {
  name: RouteName;
  /** Loads the screen's component: every screen is its own chunk. */
  load: () => Promise<ComponentType>;
  /**
   * Starts, when the screen is navigated to, work its first render will wait for, so that it
   * runs while the screen's code loads and renders instead of after; also once in idle time after
   * the first screen (`prepareInIdleTime`), so it must do nothing twice.
   */
  prepare?: (store: AppStore) => void;
  /**
   * Loads, from the screen's own module, the declaration of the data the screen first shows: the
   * same queries its hooks read (`useScreenQuery`). The route asks for them when the screen is
   * opened and the cluster's check has passed, so that the data is asked for while the screen's
   * code loads, and the screen renders once with its data when it comes soon (see `router.tsx`).
   */
  data?: () => Promise<ScreenData>;
  /** Present when the screen is a header tab. */
  tab?: ScreenTab;
  /** The tab that is highlighted while this screen, which is not a tab, shows. */
  tabOf?: RouteName;
  /** Hides the tab when the active cluster is serverless. */
  hiddenForServerless?: boolean;
}

export type TabScreen = ScreenRoute & { tab: ScreenTab };

/** The header tabs in table order, without those a serverless cluster does not have. */
export function visibleTabs(screens: readonly ScreenRoute[], serverless: boolean): TabScreen[] {
  return screens.filter(
    (screen): screen is TabScreen =>
      screen.tab !== undefined && !(serverless && screen.hiddenForServerless),
  );
}

/** The tab to highlight on route `name`: its own, or the one it belongs to. */
export function activeTab(
  screens: readonly ScreenRoute[],
  name: RouteName | null,
): RouteName | null {
  const screen = screens.find((s) => s.name === name);
  if (!screen) return null;
  return screen.tab ? screen.name : (screen.tabOf ?? null);
}

/** The browser title: '{product} | {route name}', or the product name off the cluster screens. */
export function pageTitle(product: string, routeLabel: string | null): string {
  return routeLabel ? `${product} | ${routeLabel}` : product;
}
