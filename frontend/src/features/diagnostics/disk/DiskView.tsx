// Where an index's disk goes: an index picked (kept in the address), then, once the user agrees
// to its cost, `_disk_usage` (every file of every shard read) with `_field_usage_stats` beside
// it. Never run on opening. An engine without the API is said to be one, and why.
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { apiUnavailable } from '../../../api/apiAvailability';
import { ApiUnavailableAlert } from '../../../components/ApiUnavailableAlert/ApiUnavailableAlert';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { diskUsageRequests } from '../../../engine/diagnostics/diskUsage';
import { useEngine } from '../../../engine/useEngine';
import { majorMinorOf } from '../../../engine/version';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { DIAGNOSTICS_INDEX_PARAM } from '../../../routing/screenPaths';
import { useIndexDiskUsageMutation } from './diskApi';
import { DiskResults } from './DiskResults';
import { offeredIndices } from './diskReport';

function askToRun(t: TFunction, index: string): Promise<boolean> {
  return confirm({
    title: t('diagnostics.disk.confirm.title', { index }),
    message: t('diagnostics.disk.confirm.message', { index }),
    confirmLabel: t('diagnostics.disk.confirm.run'),
  });
}

export function DiskView({ indexNames }: { indexNames: readonly string[] }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const [params, setParams] = useSearchParams();
  const index = params.get(DIAGNOSTICS_INDEX_PARAM) ?? '';
  const [analyse, state] = useIndexDiskUsageMutation();

  if (!engine.diskUsage) {
    const version = majorMinorOf(engine.version) || '?';
    return (
      <Alert color="yellow" title={t('diagnostics.disk.unavailable.title')}>
        {t(`diagnostics.disk.unavailable.${engine.diskUsageMissing ?? 'version'}`, { version })}
      </Alert>
    );
  }

  const onIndex = (next: string | null) => {
    state.reset();
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        if (next) query.set(DIAGNOSTICS_INDEX_PARAM, next);
        else query.delete(DIAGNOSTICS_INDEX_PARAM);
        return query;
      },
      { replace: true },
    );
  };

  const run = async () => {
    const requests = diskUsageRequests(engine, index);
    if (requests === null || !(await askToRun(t, index))) return;
    void analyse({ index, ...requests });
  };

  const unavailable = apiUnavailable(state.error);
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md">
        <Select
          label={t('diagnostics.disk.index')}
          placeholder={t('diagnostics.disk.pickIndex')}
          data={offeredIndices(indexNames, index)}
          value={index === '' ? null : index}
          onChange={onIndex}
          searchable
          w={420}
        />
        <Button onClick={() => void run()} disabled={index === ''} loading={state.isLoading}>
          {t('diagnostics.disk.run')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('diagnostics.disk.expensive')}
      </Text>
      {unavailable ? (
        <ApiUnavailableAlert
          title={t(`diagnostics.disk.unavailable.${unavailable.why}`)}
          reason={unavailable.reason}
        />
      ) : (
        <ErrorReason error={state.error} refused />
      )}
      {state.isSuccess &&
        (state.data ? (
          <DiskResults report={state.data} />
        ) : (
          <Alert color="yellow" role="alert">
            {t('diagnostics.disk.noIndex')}
          </Alert>
        ))}
    </Stack>
  );
}
