// Importing a chosen backup file from the settings screen or the welcome screen (core spec 2.4,
// 2.14, 4.8): the checks, then the confirmation where one is asked for (so only a usable file is
// confirmed), the writing, then cluster 0.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { notify } from '../../../components/Notifications/notificationStore';
import { openFirstCluster } from '../pageLoad';
import { BACKUP_RULES } from './backupRules';
import { importProblemText, readBackupFile, writeBackup, type ImportProblem } from './importFile';

/** Core spec 8.2: the generic error helper's colour and timeout. */
const ERROR_TIMEOUT_MS = 20_000;

export function useBackupImport(confirmFirst: boolean) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);

  const confirmed = (): Promise<boolean> =>
    confirm({
      title: t('settings.backup.import.confirmTitle'),
      message: t('settings.backup.import.confirmMessage'),
      confirmLabel: t('settings.backup.import.button'),
      danger: true,
    });

  const showProblem = (problem: ImportProblem) =>
    notify({
      color: 'red',
      timeout: ERROR_TIMEOUT_MS,
      title: t('settings.backup.errors.title'),
      body: importProblemText(problem, (key, params) => t(key, params ?? {})),
    });

  const run = async (file: File): Promise<ImportProblem | 'written' | 'cancelled'> => {
    const read = await readBackupFile(file, BACKUP_RULES);
    if (!read.ok) return read.problem;
    if (confirmFirst && !(await confirmed())) return 'cancelled';
    return (await writeBackup(read.backup, localStorage)) ?? 'written';
  };

  const importFile = async (file: File): Promise<void> => {
    setImporting(true);
    const outcome = await run(file);
    if (outcome === 'written') {
      openFirstCluster();
      return;
    }
    setImporting(false);
    if (outcome !== 'cancelled') showProblem(outcome);
  };

  return { importing, importFile };
}
