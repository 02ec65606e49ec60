// A profile shard by shard, slowest first: the query tree, the rewrite time, the collectors, the
// aggregations and the fetch phase where the engine gives it. The slowest shard is open; the others
// show their name and total, and open with their heading (a profile of 20 shards draws at once).
import { useState } from 'react';
import { Alert, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
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

interface ShardCardProps {
  shard: ShardProfile;
  untimed: boolean;
  /** Open to start with: the slowest shard. */
  opened: boolean;
}

function ShardCard({ shard, untimed, opened }: ShardCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(opened);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  const name = shardName(shard);
  return (
    <Card withBorder component="section" aria-label={t('diagnostics.profiler.shard', { name })}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            <UnstyledButton
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              fw="inherit"
              fz="inherit"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              <Chevron size={16} aria-hidden />
              {t('diagnostics.profiler.shard', { name })}
            </UnstyledButton>
          </Title>
          {!untimed && (
            <Text size="sm">
              {t('diagnostics.profiler.total', { time: formatNanos(shard.time) })}
            </Text>
          )}
        </Group>
        {open && <ShardSections shard={shard} untimed={untimed} name={name} />}
      </Stack>
    </Card>
  );
}

function ShardSections({
  shard,
  untimed,
  name,
}: {
  shard: ShardProfile;
  untimed: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const queries = shard.searches.flatMap((search) => search.queries);
  const collectors = shard.searches.flatMap((search) => search.collectors);
  return (
    <>
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
    </>
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
      {profile.shards.map((shard, index) => (
        <ShardCard key={shard.id} shard={shard} untimed={profile.untimed} opened={index === 0} />
      ))}
    </Stack>
  );
}
