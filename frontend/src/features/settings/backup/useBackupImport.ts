// Importing a chosen backup file from the settings screen or the welcome screen: the
// checks and the plan (a file that could only wipe is refused), then the
// confirmation saying what will be replaced and left out, where one is asked for (so only a
// usable file is confirmed), the writing, then cluster 0 with a message saying what came in.
import { useState } from 'react';
import { useTranslation, type TranslationKey } from '../../../i18n/translate';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { notify } from '../../../components/Notifications/notificationStore';
import { notifyAcrossPageLoad } from '../../../components/Notifications/pendingNotification';
import { useAppSelector } from '../../../store/hooks';
import { selectNoDirectClusters } from '../../../store/runtimeConfig';
import { openFirstCluster } from '../pageLoad';
import { BACKUP_RULES, importPolicy } from './backupRules';
import { importProblemText, prepareImport, writeBackup, type ImportProblem } from './importFile';
import type { ImportPlan } from './importPlan';
import { importedMessage, importSummaryLines } from './importSummary';

/** The generic error helper's colour and timeout. */
const ERROR_TIMEOUT_MS = 20_000;
const IMPORTED_TIMEOUT_MS = 15_000;

export function useBackupImport(confirmFirst: boolean) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const managed = useAppSelector(selectNoDirectClusters);
  const translate = (key: TranslationKey, params?: Record<string, string | number>) =>
    t(key, params ?? {});

  const confirmed = (plan: ImportPlan): Promise<boolean> =>
    confirm({
      title: t('settings.backup.import.confirmTitle'),
      message: [
        t('settings.backup.import.confirmMessage'),
        ...importSummaryLines(plan, translate),
      ].join('\n'),
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

  const run = async (file: File): Promise<ImportProblem | ImportPlan | 'cancelled'> => {
    const prepared = await prepareImport(file, BACKUP_RULES, importPolicy(!managed), localStorage);
    if (!prepared.ok) return prepared.problem;
    if (confirmFirst && !(await confirmed(prepared.plan))) return 'cancelled';
    return (await writeBackup(prepared.backup, localStorage)) ?? prepared.plan;
  };

  const importFile = async (file: File): Promise<void> => {
    setImporting(true);
    const outcome = await run(file);
    if (outcome !== 'cancelled' && 'store' in outcome) {
      notifyAcrossPageLoad({
        color: 'green',
        timeout: IMPORTED_TIMEOUT_MS,
        title: t('settings.backup.import.done'),
        body: importedMessage(outcome, translate),
      });
      openFirstCluster();
      return;
    }
    setImporting(false);
    if (outcome !== 'cancelled') showProblem(outcome);
  };

  return { importing, importFile };
}
