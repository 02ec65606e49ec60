// Starts an import on the active cluster: its address, credentials and protection as the request
// layer needs them, and its uuid, which the run's checkpoints are kept under.
import { useStore } from 'react-redux';
import { activeClusterTarget } from '../../../api/clusterApi';
import { useActiveCluster } from '../../../store/hooks';
import { startImport, type ImportSetup } from '../run/importController';

export function useStartImport(): (setup: ImportSetup) => void {
  const store = useStore();
  const cluster = useActiveCluster();
  return (setup) => {
    const target = activeClusterTarget(store.getState());
    if (target === null || cluster === null) return;
    startImport({ ...target, uuid: cluster.uuid }, setup);
  };
}
