import { useEffect, useLayoutEffect } from 'react';
import { requestBase } from '../../api/client';
import type { Cluster } from '../../api/types';
import { useTranslation } from '../../i18n/translate';
import { pathForRoute } from '../../routing/paths';
import { useAppSelector } from '../../store/hooks';
import type { TabScreen } from '../screens';
import { rememberFrame, removeFrame } from './frameRecord';

/** Keeps the frame of the next page load in step with the header shown now. */
export function useRememberFrame(
  clusterIndex: number,
  cluster: Pick<Cluster, 'name' | 'uri' | 'auth' | 'distribution' | 'version' | 'flavor'>,
  tabs: readonly TabScreen[],
): void {
  const { t } = useTranslation();
  const theme = useAppSelector((state) => state.theme.preference);
  const frameTabs = tabs.map(({ name, tab }) => ({
    label: t(tab.labelKey),
    path: pathForRoute(name, clusterIndex),
  }));
  // The page asks such a cluster for its first data before the app runs (early.js).
  const noCredential = cluster.auth.authType === 'none';
  const { distribution, version, flavor } = cluster;
  // After every render of the header: the record is written only when it changed.
  useEffect(() => {
    rememberFrame({
      theme,
      lang: document.documentElement.lang,
      clusterIndex,
      cluster: cluster.name,
      tabs: frameTabs,
      ...(noCredential ? { requestBase: requestBase(cluster.uri) } : {}),
      ...(cluster.version ? { checked: { distribution, version, flavor } } : {}),
    });
  });
}

/** Removes the page's frame before the browser paints the app's first screen. */
export function useRemoveFrame(): void {
  useLayoutEffect(() => removeFrame(), []);
}
