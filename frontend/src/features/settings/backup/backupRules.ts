// What this app's backups hold: the persisted settings areas and the installation uuid.
import { BACKUP_AREA_KEYS, migrateBackupArea } from '../../../app/backupAreas';
import { INSTALLATION_UUID_KEY } from '../update/installationUuid';
import type { BackupRules } from './backupFile';

export const BACKUP_RULES: BackupRules = {
  storeKeys: [...BACKUP_AREA_KEYS, INSTALLATION_UUID_KEY],
  migrateArea: (key, value) => {
    if (key === INSTALLATION_UUID_KEY) return typeof value === 'string' ? value : null;
    return migrateBackupArea(key, value);
  },
};
