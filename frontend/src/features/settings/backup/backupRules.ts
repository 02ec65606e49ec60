// What this app's backups hold: the persisted settings areas and the installation uuid.
import {
  CLUSTERS_AREA_KEY,
  inspectConnectionArea,
  isBackupAreaKey,
  keepPredefinedClusters,
  migrateBackupArea,
} from '../../../app/backupAreas';
import { INSTALLATION_UUID_KEY } from '../update/installationUuid';
import type { BackupRules } from './backupFile';
import type { ImportPolicy } from './importPlan';

export const BACKUP_RULES: BackupRules = {
  isStoreKey: (key) => key === INSTALLATION_UUID_KEY || isBackupAreaKey(key),
  migrateArea: (key, value) => {
    if (key === INSTALLATION_UUID_KEY) return typeof value === 'string' ? value : null;
    return migrateBackupArea(key, value);
  },
};

export const IMPORT_POLICY: ImportPolicy = {
  isSettingsArea: isBackupAreaKey,
  clustersKey: CLUSTERS_AREA_KEY,
  inspectClusters: inspectConnectionArea,
  keepPredefined: keepPredefinedClusters,
};
