// The /cluster/{clusterIndex} layout: the header, and the routed screen or the network-error
// panel. Its guard is clusterLoader.
import { lazy, Suspense } from 'react';
import { Box, Progress } from '@mantine/core';
import { Outlet, useLoaderData, useLocation, useNavigation } from 'react-router-dom';
import {
  selectActiveCluster,
  selectActiveClusterIndex,
  selectUnreachableBecause,
} from '../features/clusters/connection/connectionSlice';
import { needsSessionSecret } from '../features/clusters/connection/sessionSecrets';
import { useClusterHealthPolling } from '../features/clusters/connection/useClusterHealthPolling';
import { EnterSecretAgainButton } from '../features/clusters/secret/EnterSecretAgainButton';
import type { Cluster } from '../api/types';
import { ClusterBanner } from './ClusterBanner';
import { LastTriedContext } from './ConnectionStatusLine';
import { showsNetworkError } from './guards';
import { Header } from './Header';
import { useAppSelector } from '../store/hooks';
import type { ClusterRouteData } from './loaders';
import { NetworkErrorPanel } from './NetworkErrorPanel';
import { NotFoundPage } from './NotFoundPage';
import { routeNameFromPath } from '../routing/paths';
import type { ScreenRoute } from './screens';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useFilterShortcut } from './useFilterShortcut';

// Asked for only when a cluster's session secret is missing: not part of the first page's code.
const SessionSecretPanel = lazy(() =>
  import('../features/clusters/secret/SessionSecretPanel').then((module) => ({
    default: module.SessionSecretPanel,
  })),
);

export function ClusterLayout({ screens }: { screens: readonly ScreenRoute[] }) {
  const cluster = useAppSelector(selectActiveCluster);
  const index = useAppSelector(selectActiveClusterIndex);
  const data = useLoaderData() as ClusterRouteData | null;
  if (data?.unknownCluster !== undefined)
    return <NotFoundPage unknownCluster={data.unknownCluster} />;
  // The loader made the route's cluster active; without one (all removed) the page reloads.
  if (!cluster || index === null) return null;
  return <ClusterShell cluster={cluster} clusterIndex={index} screens={screens} />;
}

interface ShellProps {
  cluster: Cluster;
  clusterIndex: number;
  screens: readonly ScreenRoute[];
}

function ClusterShell({ cluster, clusterIndex, screens }: ShellProps) {
  const { lastTriedAt } = useClusterHealthPolling();
  const unreachableBecause = useAppSelector((state) =>
    selectUnreachableBecause(state, cluster.uri),
  );
  useFilterShortcut();
  const route = routeNameFromPath(useLocation().pathname);
  const loading = useNavigation().state === 'loading';
  return (
    <>
      <SkipLink />
      <LastTriedContext value={lastTriedAt}>
        <Header cluster={cluster} clusterIndex={clusterIndex} screens={screens} />
      </LastTriedContext>
      {/* Animated only while shown: a hidden endless animation still costs a style pass per frame. */}
      <Progress
        value={100}
        animated={loading}
        size={2}
        radius={0}
        style={{ visibility: loading ? 'visible' : 'hidden' }}
      />
      <ClusterBanner cluster={cluster} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        p="md"
        style={{ flex: 1, minWidth: 0, outline: 'none' }}
      >
        {needsSessionSecret(cluster) && route !== 'settings' ? (
          <Suspense fallback={null}>
            <SessionSecretPanel cluster={cluster} clusterIndex={clusterIndex} />
          </Suspense>
        ) : showsNetworkError(cluster.status, route, Boolean(cluster.uuid)) ? (
          <NetworkErrorPanel
            uri={cluster.uri}
            lastTriedAt={cluster.loading ? null : lastTriedAt}
            reason={unreachableBecause}
            action={<EnterSecretAgainButton cluster={cluster} clusterIndex={clusterIndex} />}
          />
        ) : (
          <Outlet />
        )}
      </Box>
    </>
  );
}
