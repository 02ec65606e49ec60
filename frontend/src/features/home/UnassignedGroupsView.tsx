// The unassigned shards grouped by reason: for each group the explanation of its first shard,
// how many shards it holds and the first of them, each index a link to its column in the shards
// grid, and the retry where the cluster gave up after too many failures.
import { Alert, Anchor, Code, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { Link } from 'react-router-dom';
import { RetryFailedButton } from '../../components/AllocationExplain/RetryFailedButton';
import { ErrorReason } from '../../components/ErrorReason/ErrorReason';
import { paths } from '../../routing/paths';
import { useActiveClusterIndex, useEngineName } from '../../store/hooks';
import { useWriteAccess } from '../../store/useWriteAccess';
import { useUnassignedGroupsQuery } from './homeApi';
import { firstItems, type UnassignedGroup } from './unassignedGroups';
import { WRAP } from '../../components/RequestPreview/wrap';

/** How many shards of a group are listed before "and n more". */
export const SHARDS_SHOWN = 10;

export default function UnassignedGroupsView() {
  const { t } = useTranslation();
  const query = useUnassignedGroupsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <Loader size="sm" aria-label={t('home.why.loading')} />;
  if (query.error) return <ErrorReason error={query.error} refused />;
  const groups = query.data ?? [];
  if (groups.length === 0) return <Text>{t('home.why.none')}</Text>;
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <GroupCard key={group.reason} group={group} />
      ))}
    </Stack>
  );
}

function GroupCard({ group }: { group: UnassignedGroup }) {
  const { t } = useTranslation();
  const engine = useEngineName();
  const writeReason = useWriteAccess().reason;
  const { shown, more } = firstItems(group.shards, SHARDS_SHOWN);
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={group.reason}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Code fw={600}>{group.reason}</Code>
          <Text size="sm">{t('home.why.count', { count: group.shards.length })}</Text>
        </Group>
        {group.refusal && (
          <Text size="sm" style={WRAP}>
            {group.refusal.decider && <Code mr={6}>{group.refusal.decider}</Code>}
            {group.refusal.explanation}
          </Text>
        )}
        {group.failure !== null && (
          <Alert color="red" p="xs" role="alert">
            <Text size="sm" style={WRAP}>
              {t('home.why.failed', { reason: group.failure })}
            </Text>
          </Alert>
        )}
        {group.maxRetriesExceeded && (
          <Group>
            <RetryFailedButton writeReason={writeReason} engine={engine} />
          </Group>
        )}
        <ShardList shards={shown} more={more} />
      </Stack>
    </Paper>
  );
}

function ShardList({ shards, more }: { shards: UnassignedGroup['shards']; more: number }) {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {shards.map((shard, position) => (
        <Text component="li" size="sm" key={position} style={WRAP}>
          <Anchor
            component={Link}
            underline="always"
            to={paths.shards(clusterIndex, { index: shard.index })}
          >
            {shard.index}
          </Anchor>{' '}
          {t(shard.primary ? 'home.why.primary' : 'home.why.replica', { shard: shard.shard })}
        </Text>
      ))}
      {more > 0 && (
        <Text component="li" size="sm" c="dimmed">
          {t('home.why.more', { count: more })}
        </Text>
      )}
    </Stack>
  );
}
