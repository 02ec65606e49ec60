// How an import ended and what it did: finished, cancelled, stopped at the first rejected
// document, paused because the cluster stopped answering or stopped because the target was
// removed (Continue goes on from the last checkpoint), or failed with the reason; the counts, the
// rejects by reason with their first examples, the rejects file, and the indices whose settings
// could not be put back.
import { Alert, Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { formatNumber } from '../../../lib/locale';
import { fingerprint } from '../../../lib/transfer/checkpoint';
import { reasonsByCount, type TransferSummary } from '../../../lib/transfer/rejects';
import { useActiveCluster } from '../../../store/hooks';
import { findCheckpoint } from '../run/checkpointStore';
import { clearImport } from '../run/importController';
import { ImportEndAlert, type EndedImport } from './ImportEndAlert';

export type { EndedImport } from './ImportEndAlert';
import { checkpointKey } from './importCheckpoint';
import type { ImportFigures } from './importFigures';
import { RejectsButton } from './RejectsButton';
import { resumedSetup } from './importSetup';
import { useStartImport } from './useStartImport';

/** Ends after which Continue goes on from the checkpoint: the cluster answers again, the index is made again. */
const RESUMABLE = new Set<string>(['unreachable', 'target-missing']);

export function ImportEndSummary({ run, figures }: { run: EndedImport; figures: ImportFigures }) {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const startImport = useStartImport();
  const { setup, outcome, restoreFailures } = run;
  const goOn = async () => {
    const checkpoint =
      cluster && (await findCheckpoint(checkpointKey(cluster), fingerprint(setup.file)));
    // The index exists by now; without a checkpoint the run starts where it started before.
    startImport(checkpoint ? resumedSetup(setup, checkpoint) : { ...setup, createIndex: null });
  };
  return (
    <Stack gap="sm">
      <ImportEndAlert run={run} figures={figures} />
      <ImportCounts figures={figures} retried={outcome.summary.counts.retried} />
      <ImportReasons summary={outcome.summary} />
      {restoreFailures.length > 0 && (
        <Alert color="orange" title={t('transfer.import.end.restoreTitle')}>
          <List size="sm">
            {restoreFailures.map(({ index, failure }) => (
              <List.Item key={index}>
                {t('transfer.import.end.restoreFailure', { index, failure })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group gap="sm">
        {RESUMABLE.has(outcome.end.status) && (
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => void goOn()}>
            {t('transfer.import.end.continue')}
          </Button>
        )}
        <RejectsButton fileName={setup.file.name} count={run.rejectsCount} />
        <Button variant="default" onClick={clearImport}>
          {t('transfer.import.end.again')}
        </Button>
      </Group>
    </Stack>
  );
}

function ImportCounts({ figures, retried }: { figures: ImportFigures; retried: number }) {
  const { t } = useTranslation();
  const counts = [
    ['sent', figures.sent],
    ['written', figures.written],
    ...(figures.existing > 0 ? [['existing', figures.existing] as const] : []),
    ['rejected', figures.rejected],
    ['retried', retried],
  ] as const;
  return (
    <SimpleGrid cols={counts.length} spacing="xs" maw={160 * counts.length}>
      {counts.map(([name, count]) => (
        <div key={name}>
          <Text size="xs" c="dimmed">
            {t(`transfer.import.end.counts.${name}`)}
          </Text>
          <Text fw={500}>{formatNumber(count)}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The rejects by error type, most first, each with its first examples. */
function ImportReasons({ summary }: { summary: TransferSummary }) {
  const { t } = useTranslation();
  const reasons = reasonsByCount(summary);
  if (reasons.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={500}>{t('transfer.import.end.reasons')}</Text>
      {reasons.map((reason) => (
        <div key={reason.type}>
          <Text size="sm">
            {t('transfer.import.end.reason', {
              type: reason.type,
              count: reason.count,
              shown: formatNumber(reason.count),
            })}
          </Text>
          <List size="sm" withPadding>
            {reason.examples.map((example) => (
              <List.Item key={example.line}>
                {t('transfer.import.end.example', {
                  line: formatNumber(example.line),
                  reason: example.reason,
                })}
              </List.Item>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
