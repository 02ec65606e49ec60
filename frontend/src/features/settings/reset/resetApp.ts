// Disconnect and reset: every database of the app deleted, local storage
// cleared, then the welcome screen loads afresh.
import { deleteAllAppDatabases } from '../../../engine/clusterDb';
import { freezePersistence } from '../../../lib/storage';
import { savedClusterUuids } from '../backup/exportBackup';
import { openWelcome } from '../pageLoad';

export async function resetApp(storage: Storage): Promise<void> {
  // The app in memory must not write anything back before the page is gone.
  freezePersistence();
  try {
    // The saved clusters' databases by name too, for browsers that cannot list databases.
    await deleteAllAppDatabases(savedClusterUuids(storage));
  } catch (error) {
    // Local storage is still cleared: the user asked to disconnect from every cluster.
    console.error('Reset: some REST console databases could not be deleted', error);
  }
  storage.clear();
  openWelcome();
}
