// The first records of the file as the chosen reading reads them, in a table, and below it the
// problems met in the text read, each with its line and column and the text at fault; or why
// there is nothing to show: bytes that do not decode in the chosen encoding (at their offset), a
// file that holds nothing to import, a file that cannot be read at all.
import { useMemo } from 'react';
import { Alert, Code, List, Loader, Group, Stack, Text } from '@mantine/core';
import { DataTable } from '../../../components/DataTable/DataTable';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { formatNumber } from '../../../lib/locale';
import type { FileFormat } from '../../../lib/transfer/checkpoint';
import type { Problem } from '../../../lib/transfer/reading';
import type { FilePreview } from './filePreview';
import { ENCODING_NAMES } from './ImportReadingFields';
import { cellText, previewColumns } from './previewColumns';
import type { Settled } from './useSettled';

/** Characters of a problem's text shown. */
const PROBLEM_TEXT = 120;

export function problemText(t: TFunction, problem: Problem): string {
  return t('transfer.import.preview.problem', {
    line: formatNumber(problem.line),
    column: formatNumber(problem.column),
    what: t(`transfer.import.problem.${problem.error}`),
  });
}

export function ImportPreview({
  preview,
  format,
}: {
  preview: Settled<FilePreview>;
  format: FileFormat;
}) {
  const { t } = useTranslation();
  if (preview.state === 'pending' || preview.state === 'none')
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('transfer.import.preview.reading')}</Text>
      </Group>
    );
  if (preview.state === 'failed') return <ErrorReason error={preview.error} />;
  return <PreviewShown preview={preview.value} format={format} />;
}

function PreviewShown({ preview, format }: { preview: FilePreview; format: FileFormat }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => previewColumns(t, format, preview.columns),
    [t, format, preview.columns],
  );
  const { failure, records, problems } = preview;
  const empty = records.length === 0 && problems[0]?.error === 'empty';
  return (
    <Stack gap="xs">
      {failure && (
        <Alert color="red" role="alert" title={t('transfer.import.preview.decodeTitle')}>
          {t('transfer.import.preview.decode', {
            offset: formatNumber(failure.offset),
            encoding: ENCODING_NAMES[failure.encoding],
          })}
        </Alert>
      )}
      {empty ? (
        <Alert color="yellow" role="alert">
          {t('transfer.import.problem.empty')}
        </Alert>
      ) : (
        records.length > 0 && (
          <DataTable
            data={records}
            columns={columns}
            getRowId={(row) => String(row.line)}
            label={t('transfer.import.preview.table')}
            paginate={false}
          />
        )
      )}
      <Text size="xs" c="dimmed">
        {t(preview.whole ? 'transfer.import.preview.whole' : 'transfer.import.preview.start', {
          shown: formatNumber(records.length),
          read: formatNumber(preview.sample.length),
        })}
      </Text>
      {!empty && problems.length > 0 && (
        <Alert color="orange" title={t('transfer.import.preview.problems')}>
          <List size="sm" spacing={4}>
            {problems.map((problem) => (
              <List.Item key={`${problem.line}:${problem.column}:${problem.offset}`}>
                {problemText(t, problem)}{' '}
                <Code>{cellText(problem.text.slice(0, PROBLEM_TEXT))}</Code>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
