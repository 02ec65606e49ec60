// Two runs of the same query side by side: per shard, each node's time before and after and the
// change, nodes only one run has marked as added or removed in words.
import { Alert, Card, Stack, Table, Text, Title } from '@mantine/core';
import {
  diffProfiles,
  type NodeDiff,
  type ShardDiff,
} from '../../../engine/diagnostics/profileDiff';
import type { SearchProfile } from '../../../engine/diagnostics/profileTree';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { formatDelta, formatNanos } from './profileFormat';
import { shardName } from './ProfileShards';

interface FlatRow {
  node: NodeDiff;
  depth: number;
}

function flatten(nodes: readonly NodeDiff[], depth = 0, out: FlatRow[] = []): FlatRow[] {
  for (const node of nodes) {
    out.push({ node, depth });
    flatten(node.children, depth + 1, out);
  }
  return out;
}

function changeText(node: NodeDiff, t: TFunction): string {
  if (node.before === null) return t('diagnostics.profiler.added');
  if (node.after === null) return t('diagnostics.profiler.removed');
  return formatDelta(node.delta ?? 0);
}

function DiffTable({ nodes, label }: { nodes: readonly NodeDiff[]; label: string }) {
  const { t } = useTranslation();
  const time = (value: number | null) => (value === null ? '' : formatNanos(value));
  return (
    <Table withTableBorder fz="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('diagnostics.profiler.node')}</Table.Th>
          <Table.Th scope="col">{t('diagnostics.profiler.before')}</Table.Th>
          <Table.Th scope="col">{t('diagnostics.profiler.after')}</Table.Th>
          <Table.Th scope="col">{t('diagnostics.profiler.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {flatten(nodes).map(({ node, depth }) => (
          <Table.Tr key={node.key}>
            <Table.Th scope="row" style={{ paddingLeft: 8 + depth * 16, fontWeight: 'normal' }}>
              <Text size="sm" ff="monospace" fw={600}>
                {node.label}
              </Text>
              <Text size="xs" ff="monospace" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {node.detail}
              </Text>
            </Table.Th>
            <Table.Td>{time(node.before)}</Table.Td>
            <Table.Td>{time(node.after)}</Table.Td>
            <Table.Td>{changeText(node, t)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ShardDiffCard({ shard }: { shard: ShardDiff }) {
  const { t } = useTranslation();
  // Every shard of a comparison has a run on at least one side.
  const name = shardName((shard.after ?? shard.before)!);
  const total = (value: number | null) => (value === null ? '–' : formatNanos(value));
  return (
    <Card withBorder component="section" aria-label={t('diagnostics.profiler.shard', { name })}>
      <Stack gap="xs">
        <Title order={4} size="h5">
          {t('diagnostics.profiler.shard', { name })}
        </Title>
        <Text size="sm">
          {t('diagnostics.profiler.totals', {
            before: total(shard.time.before),
            after: total(shard.time.after),
          })}
        </Text>
        <DiffTable nodes={shard.queries} label={t('diagnostics.profiler.queryChanges', { name })} />
        {shard.aggregations.length > 0 && (
          <DiffTable
            nodes={shard.aggregations}
            label={t('diagnostics.profiler.aggregationChanges', { name })}
          />
        )}
      </Stack>
    </Card>
  );
}

export function ProfileDiffView({
  before,
  after,
}: {
  before: SearchProfile;
  after: SearchProfile;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('diagnostics.profiler.comparison')}
      </Title>
      {before.untimed && after.untimed && (
        <Alert color="blue" role="status">
          {t('diagnostics.profiler.untimed')}
        </Alert>
      )}
      {diffProfiles(before, after).map((shard) => (
        <ShardDiffCard key={shard.id} shard={shard} />
      ))}
    </Stack>
  );
}
