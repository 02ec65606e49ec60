import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { RELEASES_URL } from './updateCheck';
import { useUpdateVersion } from './useUpdateVersion';

/** The header's 'Update {version}' link, shown only when a newer version is on offer. */
export function UpdateNotice() {
  const { t } = useTranslation();
  const version = useUpdateVersion();
  if (version === null) return null;
  return (
    <Button
      component="a"
      href={RELEASES_URL}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      color="green"
      size="compact-sm"
      leftSection={<IconDownload size={14} />}
    >
      {t('settings.update.available', { version })}
    </Button>
  );
}
