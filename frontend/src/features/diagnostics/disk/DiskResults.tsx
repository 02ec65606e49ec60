// An index's disk usage: its size, the heavy fields never read (in words), the bytes per
// structure over all fields, then each field's bytes beside its reads, heaviest first.
import { useMemo } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { errorReason } from '../../../api/errors';
import { DataTable } from '../../../components/DataTable/DataTable';
import { HEAVY_FIELD_SHARE } from '../../../engine/diagnostics/diskUsage';
import { useTranslation } from '../../../i18n/translate';
import { formatBytes } from '../../../lib/bytes';
import { formatPercent } from '../../../lib/locale';
import { fieldColumns, structureColumns } from './diskColumns';
import type { DiskReport } from './diskReport';

export function DiskResults({ report }: { report: DiskReport }) {
  const { t } = useTranslation();
  const fields = useMemo(
    () => fieldColumns(t, report.shownStructures),
    [t, report.shownStructures],
  );
  const structures = useMemo(() => structureColumns(t), [t]);
  const size = (bytes: number | null) =>
    bytes === null ? t('diagnostics.disk.unknown') : formatBytes(bytes);
  return (
    <Stack gap="sm">
      <Title order={3}>{t('diagnostics.disk.result', { index: report.index })}</Title>
      <Text size="sm">
        {t('diagnostics.disk.sizes', {
          store: size(report.storeSize),
          fields: size(report.allFields),
        })}
      </Text>
      {report.unusedHeavy.length > 0 && (
        <Alert color="yellow" role="status">
          {t('diagnostics.disk.unusedHeavy', {
            fields: report.unusedHeavy.join(', '),
            share: formatPercent(HEAVY_FIELD_SHARE * 100),
          })}
        </Alert>
      )}
      {report.usageError && (
        <Alert color="yellow" role="alert">
          {t('diagnostics.disk.usageError', {
            reason: errorReason(report.usageError).reason || report.usageError.message,
          })}
        </Alert>
      )}
      <Title order={4}>{t('diagnostics.disk.structures')}</Title>
      <DataTable
        data={report.structures}
        columns={structures}
        getRowId={(row) => row.structure}
        label={t('diagnostics.disk.structures')}
        paginate={false}
      />
      <Title order={4}>{t('diagnostics.disk.fields')}</Title>
      <Text size="sm" c="dimmed">
        {t('diagnostics.disk.readsSince')}
      </Text>
      <DataTable
        data={report.fields}
        columns={fields}
        getRowId={(row) => row.field}
        label={t('diagnostics.disk.fields')}
        paginate={false}
        emptyText={t('diagnostics.disk.noFields')}
      />
    </Stack>
  );
}
