// The app's settings areas for the backup's tests, handed to the backup as the app does when it
// creates its store.
import { APP_BACKUP_AREAS } from '../app/backupAreas';
import { provideBackupAreas } from '../features/settings/backup/backupAreas';

provideBackupAreas(APP_BACKUP_AREAS);

/** The areas a backup file of the product this one replaces holds, in alphabetical order. */
export const LEGACY_BACKUP_AREAS = [
  'codeEditor',
  'connection',
  'i18n',
  'indices',
  'resize',
  'restQuery',
  'theme',
];

export { isBackupAreaKey, migrateBackupArea } from '../app/backupAreas';
