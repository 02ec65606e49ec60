// The tables of the Stats tab: thread pools (busy ones first, "show all" for the rest) and
// circuit breakers. Counts above zero that mean refused work are highlighted.
import { useMemo, useState } from 'react';
import { Group, Progress, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { formatBytes } from '../../../lib/bytes';
import { formatNumber } from '../../../lib/locale';
import { barValue, percentText, usageColor } from '../usage';
import { threadPoolRows, type BreakerRow, type ThreadPoolRow } from './nodeStatsModel';

/** A count that means refused work: bold red when above zero. */
function Refusals({ count }: { count: number }) {
  return (
    <Text
      span
      size="sm"
      c={count > 0 ? 'var(--mantine-color-red-light-color)' : undefined}
      fw={count > 0 ? 700 : undefined}
    >
      {formatNumber(count)}
    </Text>
  );
}

export function ThreadPoolTable({ pools }: { pools: readonly ThreadPoolRow[] }) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const rows = useMemo(() => threadPoolRows(pools, showAll), [pools, showAll]);
  const title = t('nodeDetails.threadPools.title');
  return (
    <>
      <Group justify="space-between">
        <Title order={4}>{title}</Title>
        <Switch
          size="xs"
          label={t('nodeDetails.threadPools.showAll')}
          checked={showAll}
          onChange={(event) => setShowAll(event.currentTarget.checked)}
        />
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('nodeDetails.threadPools.allIdle')}
        </Text>
      ) : (
        <Table aria-label={title} striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('nodeDetails.threadPools.name')}</Table.Th>
              <Table.Th>{t('nodeDetails.threadPools.active')}</Table.Th>
              <Table.Th>{t('nodeDetails.threadPools.queue')}</Table.Th>
              <Table.Th>{t('nodeDetails.threadPools.rejected')}</Table.Th>
              <Table.Th>{t('nodeDetails.threadPools.completed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((pool) => (
              <Table.Tr key={pool.name}>
                <Table.Td>{pool.name}</Table.Td>
                <Table.Td>{formatNumber(pool.active)}</Table.Td>
                <Table.Td>{formatNumber(pool.queue)}</Table.Td>
                <Table.Td>
                  <Refusals count={pool.rejected} />
                </Table.Td>
                <Table.Td>{formatNumber(pool.completed)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

function BreakerUsage({ breaker, label }: { breaker: BreakerRow; label: string }) {
  const { t } = useTranslation();
  const limit = breaker.limit < 0 ? t('nodeDetails.breakers.noLimit') : formatBytes(breaker.limit);
  const detail = `${formatBytes(breaker.estimated)} / ${limit}`;
  if (breaker.percent === null) return <Text size="sm">{detail}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        w={80}
        value={barValue(breaker.percent)}
        color={usageColor(breaker.percent)}
        aria-label={`${label} ${percentText(breaker.percent)}`}
      />
      <Text size="sm">
        {detail} ({percentText(breaker.percent)})
      </Text>
    </Group>
  );
}

export function BreakerTable({ breakers }: { breakers: readonly BreakerRow[] }) {
  const { t } = useTranslation();
  const title = t('nodeDetails.breakers.title');
  return (
    <>
      <Title order={4}>{title}</Title>
      <Table aria-label={title} striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('nodeDetails.breakers.name')}</Table.Th>
            <Table.Th>{t('nodeDetails.breakers.estimatedOfLimit')}</Table.Th>
            <Table.Th>{t('nodeDetails.breakers.tripped')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {breakers.map((breaker) => (
            <Table.Tr key={breaker.name}>
              <Table.Td>{breaker.name}</Table.Td>
              <Table.Td>
                <BreakerUsage breaker={breaker} label={breaker.name} />
              </Table.Td>
              <Table.Td>
                <Refusals count={breaker.tripped} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
