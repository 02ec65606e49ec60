// The unassigned shards grouped by reason: for each group the explanation of its first shard,
// how many shards it holds and the first of them, each index a link to its column in the shards
// grid, and the retry where the cluster gave up after too many failures.
import { Alert, Anchor, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { WRAP } from '../RequestPreview/wrap';
import { RetryFailedButton } from './RetryFailedButton';
import { firstItems, type UnassignedGroup } from './unassignedGroups';

/** How many shards of a group are listed before "and n more". */
export const SHARDS_SHOWN = 10;

interface UnassignedGroupListProps {
  groups: readonly UnassignedGroup[];
  /** The shards grid narrowed to an index: where a shard's allocation is fixed. */
  shardsPath: (index: string) => string;
  /** Why writes are not offered (null offers them): the retry is disabled with it. */
  writeReason: string | null;
  /** Names the search engine in a server error's notification. */
  engine: string;
}

type GroupProps = Omit<UnassignedGroupListProps, 'groups'>;

/** Each group: its reason, its size, why its first shard is not allocated, and its shards. */
export function UnassignedGroupList({ groups, ...props }: UnassignedGroupListProps) {
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <GroupCard key={group.reason} group={group} {...props} />
      ))}
    </Stack>
  );
}

function GroupCard({
  group,
  shardsPath,
  writeReason,
  engine,
}: GroupProps & { group: UnassignedGroup }) {
  const { t } = useTranslation();
  const { shown, more } = firstItems(group.shards, SHARDS_SHOWN);
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={group.reason}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Code fw={600}>{group.reason}</Code>
          <Text size="sm">{t('components.unassigned.count', { count: group.shards.length })}</Text>
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
              {t('components.unassigned.failed', { reason: group.failure })}
            </Text>
          </Alert>
        )}
        {group.maxRetriesExceeded && (
          <Group>
            <RetryFailedButton writeReason={writeReason} engine={engine} />
          </Group>
        )}
        <ShardList shards={shown} more={more} shardsPath={shardsPath} />
      </Stack>
    </Paper>
  );
}

function ShardList({
  shards,
  more,
  shardsPath,
}: Pick<GroupProps, 'shardsPath'> & { shards: UnassignedGroup['shards']; more: number }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {shards.map((shard, position) => (
        <Text component="li" size="sm" key={position} style={WRAP}>
          <Anchor component={Link} underline="always" to={shardsPath(shard.index)}>
            {shard.index}
          </Anchor>{' '}
          {t(shard.primary ? 'components.unassigned.primary' : 'components.unassigned.replica', {
            shard: shard.shard,
          })}
        </Text>
      ))}
      {more > 0 && (
        <Text component="li" size="sm" c="dimmed">
          {t('components.unassigned.more', { count: more })}
        </Text>
      )}
    </Stack>
  );
}
