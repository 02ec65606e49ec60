// The settings areas a backup carries and how an older backup's areas are brought up to date.
// The areas belong to other features, so the app describes them (app/backupAreas.ts) and hands
// them over when it creates its store; the backup reads them here, without importing the app.
import type { ImportPolicy } from './importPlan';

export interface BackupAreas extends ImportPolicy {
  /** The value to store for settings area `key` of a backup; null when it cannot be one. */
  migrateArea: (key: string, value: unknown) => unknown;
}

/** Handed over once by the app as it creates its store (see above); read, never changed. */
let provided: BackupAreas | null = null;

export function provideBackupAreas(areas: BackupAreas): void {
  provided = areas;
}

export function backupAreas(): BackupAreas {
  if (provided === null) throw new Error('The settings areas of backups were not provided');
  return provided;
}
