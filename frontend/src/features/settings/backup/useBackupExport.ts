import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { APP_VERSION } from '../../../lib/buildInfo';
import { saveFile } from '../../../components/DownloadButton/download';
import { notify } from '../../../components/Notifications/notificationStore';
import { backupFileName } from './backupFile';
import { BACKUP_RULES, importPolicy } from './backupRules';
import { backupText, collectBackup } from './exportBackup';

/**
 * Downloads shardscope_{version}_backup.json; the clusters' secrets only when `includeSecrets`.
 */
export function useBackupExport(includeSecrets: boolean) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportBackup = async (): Promise<void> => {
    setExporting(true);
    try {
      const backup = await collectBackup(localStorage, BACKUP_RULES.isStoreKey, APP_VERSION, {
        clustersKey: importPolicy().clustersKey,
        includeSecrets,
      });
      saveFile(backupText(backup), backupFileName(APP_VERSION));
    } catch (error) {
      console.error('Backup export failed', error);
      notify({
        color: 'red',
        timeout: 20_000,
        title: t('settings.backup.errors.title'),
        body: t('settings.backup.export.failed', { error: String(error) }),
      });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportBackup };
}
