// The rejects file of the import under way or ended, downloadable at any time once it holds a
// line: every document the cluster rejected and every line that could not be read, named after
// the imported file.
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { formatNumber } from '../../../lib/locale';
import { downloadBlob } from '../files/fileSink';
import { rejectsBlob } from '../run/importController';

/** The name of a file's rejects file. */
export function rejectsName(fileName: string): string {
  return `${fileName}.rejects.ndjson`;
}

/** Downloads the rejects file so far; shown once there is one. */
export function RejectsButton({ fileName, count }: { fileName: string; count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={() => downloadBlob(rejectsBlob(), rejectsName(fileName))}
    >
      {t('transfer.import.rejects.download', { count, shown: formatNumber(count) })}
    </Button>
  );
}
