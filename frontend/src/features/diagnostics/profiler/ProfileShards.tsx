// A profile shard by shard, slowest first: the query tree, the rewrite time, the collectors, the
// aggregations and the fetch phase where the engine gives it.
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SearchProfile, ShardProfile } from '../../../engine/diagnostics/profileTree';
import { useTranslation } from '../../../i18n/translate';
import { formatNanos } from './profileFormat';
import { ProfileTree } from './ProfileTree';

/** How a shard is named: its index and number, with its node. */
export function shardName(shard: ShardProfile): string {
  return shard.index !== null && shard.shard !== null
    ? `${shard.index} [${shard.shard}] · ${shard.nodeId ?? ''}`
    : shard.id;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ShardCard({ shard, untimed }: { shard: ShardProfile; untimed: boolean }) {
  const { t } = useTranslation();
  const name = shardName(shard);
  const queries = shard.searches.flatMap((search) => search.queries);
  const collectors = shard.searches.flatMap((search) => search.collectors);
  return (
    <Card
      withBorder
      component="section"
      aria-label={t('diagnostics.profiler.shard', { name })}
      // The cards out of view are laid out and painted only when scrolled to (they stay in the
      // accessibility tree and in find-in-page): a profile of many shards draws at once.
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' }}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('diagnostics.profiler.shard', { name })}
          </Title>
          {!untimed && (
            <Text size="sm">
              {t('diagnostics.profiler.total', { time: formatNanos(shard.time) })}
            </Text>
          )}
        </Group>
        <Section title={t('diagnostics.profiler.query')}>
          <ProfileTree
            nodes={queries}
            untimed={untimed}
            label={t('diagnostics.profiler.queryTree', { name })}
          />
          {!untimed && (
            <Text size="sm">
              {t('diagnostics.profiler.rewrite', { time: formatNanos(shard.rewriteTime) })}
            </Text>
          )}
        </Section>
        <Section title={t('diagnostics.profiler.collectors')}>
          <ProfileTree
            nodes={collectors}
            untimed={untimed}
            label={t('diagnostics.profiler.collectors')}
          />
        </Section>
        {shard.aggregations.length > 0 && (
          <Section title={t('diagnostics.profiler.aggregations')}>
            <ProfileTree
              nodes={shard.aggregations}
              untimed={untimed}
              label={t('diagnostics.profiler.aggregations')}
            />
          </Section>
        )}
        {shard.fetch.length > 0 && (
          <Section title={t('diagnostics.profiler.fetch')}>
            <ProfileTree
              nodes={shard.fetch}
              untimed={untimed}
              label={t('diagnostics.profiler.fetch')}
            />
          </Section>
        )}
      </Stack>
    </Card>
  );
}

export function ProfileShards({ profile }: { profile: SearchProfile }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {profile.untimed && (
        <Alert color="blue" role="status">
          {t('diagnostics.profiler.untimed')}
        </Alert>
      )}
      {profile.shards.length === 0 && <Text>{t('diagnostics.profiler.noShards')}</Text>}
      {profile.shards.map((shard) => (
        <ShardCard key={shard.id} shard={shard} untimed={profile.untimed} />
      ))}
    </Stack>
  );
}
