// What this app's backups hold: the persisted settings areas and the installation uuid.
import { isBackupAreaKey, migrateBackupArea } from '../../../app/backupAreas';
import { INSTALLATION_UUID_KEY } from '../update/installationUuid';
import type { BackupRules } from './backupFile';

export const BACKUP_RULES: BackupRules = {
  isStoreKey: (key) => key === INSTALLATION_UUID_KEY || isBackupAreaKey(key),
  migrateArea: (key, value) => {
    if (key === INSTALLATION_UUID_KEY) return typeof value === 'string' ? value : null;
    return migrateBackupArea(key, value);
  },
};
