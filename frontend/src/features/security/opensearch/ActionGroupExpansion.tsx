// An action group opened: the action patterns it finally allows once every nested group is
// followed, its members as a tree (a group met before is not opened again, a loop is marked where
// it closes), and a warning naming each loop. Cluster text is rendered as text only.
import { useMemo } from 'react';
import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import {
  expandActionGroups,
  type ActionGroup,
  type ActionGroupMembers,
  type ExpansionNode,
} from '../../../engine/opensearchActionGroups';

function MemberTree({ t, members }: { t: TFunction; members: ExpansionNode[] }) {
  return (
    <List size="sm" withPadding listStyleType="disc">
      {members.map((member, index) => (
        <List.Item key={`${member.kind}:${member.name}:${index}`}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" ff={member.kind === 'action' ? 'monospace' : undefined}>
              {member.name}
            </Text>
            {member.kind !== 'action' && (
              <Badge size="xs" variant="light" color={member.kind === 'cycle' ? 'orange' : 'gray'}>
                {t(`security.actionGroups.expansion.${member.kind}`)}
              </Badge>
            )}
          </Group>
          {member.kind === 'group' && <MemberTree t={t} members={member.members} />}
        </List.Item>
      ))}
    </List>
  );
}

interface ActionGroupExpansionProps {
  group: ActionGroup;
  groups: ActionGroupMembers;
}

export function ActionGroupExpansion({ group, groups }: ActionGroupExpansionProps) {
  const { t } = useTranslation();
  const expansion = useMemo(() => expandActionGroups(groups, group.name), [groups, group.name]);
  const title = t('security.actionGroups.expansion.title', { name: group.name });
  return (
    <Stack gap="xs" p="xs" role="region" aria-label={title}>
      {group.description && <Text size="sm">{group.description}</Text>}
      {expansion.cycles.map((cycle) => (
        <Alert key={cycle.join('\u0000')} color="orange" p="xs" role="alert">
          {t('security.actionGroups.expansion.loop', {
            path: [...cycle, cycle[0]].join(' → '),
          })}
        </Alert>
      ))}
      <Text size="sm" fw={500}>
        {t('security.actionGroups.expansion.actions', { count: expansion.actions.length })}
      </Text>
      <List size="sm" withPadding aria-label={title}>
        {expansion.actions.map((action) => (
          <List.Item key={action}>
            <Text size="sm" ff="monospace">
              {action}
            </Text>
          </List.Item>
        ))}
      </List>
      {expansion.groups.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {t('security.actionGroups.expansion.members')}
          </Text>
          <MemberTree t={t} members={expansion.members} />
        </>
      )}
    </Stack>
  );
}
