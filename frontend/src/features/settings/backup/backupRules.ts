// What this app's backups hold: the persisted settings areas the app provides
// (backupAreas.ts) and the installation uuid.
import { INSTALLATION_UUID_KEY } from '../update/installationUuid';
import { backupAreas } from './backupAreas';
import type { BackupRules } from './backupFile';
import type { ImportPolicy } from './importPlan';

export const BACKUP_RULES: BackupRules = {
  isStoreKey: (key) => key === INSTALLATION_UUID_KEY || backupAreas().isSettingsArea(key),
  migrateArea: (key, value) => {
    if (key === INSTALLATION_UUID_KEY) return typeof value === 'string' ? value : null;
    return backupAreas().migrateArea(key, value);
  },
};

/**
 * How an import reads the settings areas: as the app provided them. `ownClustersAllowed` is
 * false when the server offers only its own clusters: then the file's clusters stay out.
 */
export function importPolicy(ownClustersAllowed = true): ImportPolicy {
  return { ...backupAreas(), ownClustersAllowed };
}
