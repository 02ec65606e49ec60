// The Stats tab: heap, garbage collection, thread pools, circuit breakers, and the process,
// CPU and disk figures the node sends. Asked afresh each time the dialog opens.
import { Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { formatBytes } from '../../../lib/bytes';
import { formatNumber, formatPercent } from '../../../lib/locale';
import { DetailsStatus } from './DetailsStatus';
import { useNodeStatsViewQuery } from './nodeDetailsApi';
import type { NodeStatsView } from './nodeStatsModel';
import { BreakerTable, ThreadPoolTable } from './StatsTables';
import { UsageBar } from './UsageBar';

const numberOrDash = (value: number | null) => (value === null ? '-' : formatNumber(value));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

function GcTable({ gc }: { gc: NodeStatsView['gc'] }) {
  const { t } = useTranslation();
  const title = t('nodeDetails.gc.title');
  if (gc.length === 0) return null;
  return (
    <>
      <Title order={4}>{title}</Title>
      <Table aria-label={title} striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('nodeDetails.gc.collector')}</Table.Th>
            <Table.Th>{t('nodeDetails.gc.count')}</Table.Th>
            <Table.Th>{t('nodeDetails.gc.time')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gc.map((collector) => (
            <Table.Tr key={collector.name}>
              <Table.Td>{collector.name}</Table.Td>
              <Table.Td>{formatNumber(collector.count)}</Table.Td>
              <Table.Td>
                {t('nodeDetails.gc.millis', { ms: formatNumber(collector.timeMs) })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

function Figures({ view }: { view: NodeStatsView }) {
  const { t } = useTranslation();
  const { cpu, fs, heap } = view;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {heap?.nonHeapUsed !== null && heap?.nonHeapUsed !== undefined && (
        <Figure label={t('nodeDetails.figures.nonHeap')} value={formatBytes(heap.nonHeapUsed)} />
      )}
      {view.openFileDescriptors !== null && (
        <Figure
          label={t('nodeDetails.figures.openFiles')}
          value={`${formatNumber(view.openFileDescriptors)} / ${numberOrDash(view.maxFileDescriptors)}`}
        />
      )}
      {cpu?.percent !== null && cpu?.percent !== undefined && (
        <Figure label={t('nodeDetails.figures.cpu')} value={formatPercent(cpu.percent)} />
      )}
      {cpu?.load && (
        <Figure
          label={t('nodeDetails.figures.load')}
          value={cpu.load.map(numberOrDash).join(' / ')}
        />
      )}
      {fs && (
        <Figure
          label={t('nodeDetails.figures.disk')}
          value={t('nodeDetails.figures.diskValue', {
            available: formatBytes(fs.available),
            total: formatBytes(fs.total),
          })}
        />
      )}
    </SimpleGrid>
  );
}

function StatsContent({ view }: { view: NodeStatsView }) {
  const { t } = useTranslation();
  const { heap } = view;
  return (
    <Stack gap="sm">
      {heap && (
        <UsageBar
          label={t('nodeDetails.heap')}
          detail={`${formatBytes(heap.used)} / ${formatBytes(heap.max)}`}
          percent={heap.percent}
        />
      )}
      <Figures view={view} />
      <GcTable gc={view.gc} />
      <ThreadPoolTable pools={view.threadPools} />
      {view.breakers.length > 0 && <BreakerTable breakers={view.breakers} />}
    </Stack>
  );
}

export function StatsTab({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const query = useNodeStatsViewQuery(nodeId, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('nodeDetails.reload')}
        </Button>
      </Group>
      <DetailsStatus isFetching={query.isFetching} error={query.error}>
        {query.data === null ? (
          <Text size="sm">{t('nodeDetails.noStats')}</Text>
        ) : (
          query.data && <StatsContent view={query.data} />
        )}
      </DetailsStatus>
    </Stack>
  );
}
