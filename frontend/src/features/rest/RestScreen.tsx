// The REST console: one console per cluster, keyed by the cluster's uuid so
// switching clusters starts from that cluster's tabs, history and saved queries.
import { Center, Loader } from '@mantine/core';
import { useActiveCluster } from '../../store/hooks';
import { RestConsole } from './RestConsole';

export { REST_DATA } from './tabs/restTabsApi';

export function RestScreen() {
  const cluster = useActiveCluster();
  // The uuid is given by the first health check; until then there is no database to open.
  if (!cluster?.uuid) {
    return (
      <Center h={200}>
        <Loader size="sm" />
      </Center>
    );
  }
  return <RestConsole key={cluster.uuid} cluster={cluster} />;
}
