import { useState } from 'react';
import { Button, FileInput, Group } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { useBackupImport } from './useBackupImport';

interface ImportFormProps {
  /** The settings screen asks first; the welcome screen does not. */
  confirmFirst: boolean;
}

/** One file, then Import, disabled until a file is chosen. */
export function ImportForm({ confirmFirst }: ImportFormProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { importing, importFile } = useBackupImport(confirmFirst);
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <FileInput
        label={t('settings.backup.import.file')}
        placeholder={t('settings.backup.import.placeholder')}
        accept="application/json,.json"
        value={file}
        onChange={setFile}
        clearable
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button
        leftSection={<IconFileImport size={16} />}
        disabled={file === null}
        loading={importing}
        onClick={() => file && void importFile(file)}
      >
        {t('settings.backup.import.button')}
      </Button>
    </Group>
  );
}
