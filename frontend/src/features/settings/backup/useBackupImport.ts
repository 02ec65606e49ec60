// Importing a chosen backup file from the settings screen or the welcome screen (core spec 2.4,
// 2.14, 4.8): an optional confirmation, the checks, the writing, then cluster 0.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { notify } from '../../../components/Notifications/notificationStore';
import { openFirstCluster } from '../pageLoad';
import { BACKUP_RULES } from './backupRules';
import { importBackupFile, importProblemText } from './importFile';

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

  const importFile = async (file: File): Promise<void> => {
    if (confirmFirst && !(await confirmed())) return;
    setImporting(true);
    const problem = await importBackupFile(file, BACKUP_RULES, localStorage);
    if (problem === null) {
      openFirstCluster();
      return;
    }
    setImporting(false);
    notify({
      color: 'red',
      timeout: ERROR_TIMEOUT_MS,
      title: t('settings.backup.errors.title'),
      body: importProblemText(problem, (key, params) => t(key, params ?? {})),
    });
  };

  return { importing, importFile };
}
