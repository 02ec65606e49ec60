// The import of a chosen file: file type, then content, then writing.
// Every failure becomes an ImportProblem, shown to the user; the app's data is unchanged then.
import type { TranslationKey } from '../../../i18n/translate';
import { parseBackup, isBackupFileType, type Backup, type BackupRules } from './backupFile';
import { readStoredAreas } from './backupStorage';
import { applyBackup } from './importBackup';
import { planImport, type ImportPlan, type ImportPolicy } from './importPlan';

export type ImportReason =
  | { key: 'unreadable' }
  | { key: 'notJson' }
  | { key: 'noStore' }
  | { key: 'noKnownArea' }
  | { key: 'noUsableCluster' }
  | { key: 'badValue'; path: string }
  | { key: 'notWritten'; error: string };

export type ImportProblem =
  { message: 'wrongFileType' } | { message: 'invalidBackup'; reason: ImportReason };

type Translate = (key: TranslationKey, params?: Record<string, string>) => string;

export function reasonOfReadProblem(problem: string): ImportReason {
  if (problem === 'json') return { key: 'notJson' };
  if (problem === 'store') return { key: 'noStore' };
  return { key: 'badValue', path: problem };
}

function reasonParams(reason: ImportReason): Record<string, string> {
  if (reason.key === 'badValue') return { path: reason.path };
  if (reason.key === 'notWritten') return { error: reason.error };
  return {};
}

/** The notification body: the import error message, then why on a line of its own. */
export function importProblemText(problem: ImportProblem, t: Translate): string {
  if (problem.message === 'wrongFileType') return t('settings.backup.errors.wrongFileType');
  const { reason } = problem;
  const why = t(`settings.backup.reasons.${reason.key}`, reasonParams(reason));
  return `${t('settings.backup.errors.invalidBackup')}\n${why}`;
}

export type ReadResult = { ok: true; backup: Backup } | { ok: false; problem: ImportProblem };

/** Checks the file's type and its whole content; nothing is changed. */
export async function readBackupFile(file: File, rules: BackupRules): Promise<ReadResult> {
  if (!isBackupFileType(file)) return { ok: false, problem: { message: 'wrongFileType' } };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: { message: 'invalidBackup', reason: { key: 'unreadable' } } };
  }
  const read = parseBackup(text, rules);
  if (read.ok) return read;
  return {
    ok: false,
    problem: { message: 'invalidBackup', reason: reasonOfReadProblem(read.problem) },
  };
}

export type PreparedImport =
  { ok: true; backup: Backup; plan: ImportPlan } | { ok: false; problem: ImportProblem };

/**
 * Reads the file and works out what importing it would do, against what `storage` holds now;
 * a file that could only wipe is refused here. Nothing is changed.
 */
export async function prepareImport(
  file: File,
  rules: BackupRules,
  policy: ImportPolicy,
  storage: Storage,
): Promise<PreparedImport> {
  const read = await readBackupFile(file, rules);
  if (!read.ok) return read;
  const planned = planImport(read.backup, readStoredAreas(storage, rules.isStoreKey), policy);
  if (!planned.ok) {
    return { ok: false, problem: { message: 'invalidBackup', reason: { key: planned.refusal } } };
  }
  return { ok: true, backup: { ...read.backup, store: planned.plan.store }, plan: planned.plan };
}

/** Writes a checked backup; resolves to what went wrong (all put back), or null when written. */
export async function writeBackup(backup: Backup, storage: Storage): Promise<ImportProblem | null> {
  try {
    await applyBackup(backup, storage);
    return null;
  } catch (error) {
    console.error('Backup import failed; the previous settings were put back', error);
    const message = error instanceof Error ? error.message : String(error);
    return { message: 'invalidBackup', reason: { key: 'notWritten', error: message } };
  }
}

/** Checks and writes the backup in `file`; resolves to what went wrong, or null when written. */
export async function importBackupFile(
  file: File,
  rules: BackupRules,
  storage: Storage,
): Promise<ImportProblem | null> {
  const read = await readBackupFile(file, rules);
  return read.ok ? writeBackup(read.backup, storage) : read.problem;
}
