// The app's settings areas for the backup's tests, handed to the backup as the app does when it
// creates its store.
import { APP_BACKUP_AREAS } from '../app/backupAreas';
import { provideBackupAreas } from '../features/settings/backup/backupAreas';

provideBackupAreas(APP_BACKUP_AREAS);

export { isBackupAreaKey, migrateBackupArea } from '../app/backupAreas';
