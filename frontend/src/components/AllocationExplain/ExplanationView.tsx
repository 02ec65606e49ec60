// An allocation explanation, read for a person: the overall explanation, why the shard is
// unassigned and since when, for an assigned shard why it stays where it is, then each node's
// decision. Every text from the cluster is rendered as text.
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import type {
  AllocationExplanation,
  ShardDecision,
  UnassignedInfo,
} from '../../api/operations/allocationExplanation';
import { formatDateTime } from '../../lib/dates';
import { DecisionBadge } from './DecisionBadge';
import { DeciderList } from './DeciderList';
import { NodeDecisions } from './NodeDecisions';
import { WRAP } from '../RequestPreview/wrap';

export function ExplanationView({ explanation }: { explanation: AllocationExplanation }) {
  const { t } = useTranslation();
  const { currentNode } = explanation;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm">
          {currentNode
            ? t('components.allocation.stateOnNode', {
                state: explanation.currentState,
                node: currentNode.name,
              })
            : t('components.allocation.state', { state: explanation.currentState })}
        </Text>
        {explanation.canAllocate && (
          <Group gap={4}>
            <Text size="sm">{t('components.allocation.canAllocate')}</Text>
            <DecisionBadge decision={explanation.canAllocate} />
          </Group>
        )}
      </Group>
      {explanation.explanations.map((line, position) => (
        <Text key={position} style={WRAP}>
          {line}
        </Text>
      ))}
      {explanation.note && (
        <Text size="sm" c="dimmed" style={WRAP}>
          {explanation.note}
        </Text>
      )}
      {explanation.unassigned && <UnassignedFacts info={explanation.unassigned} />}
      {explanation.decisions.length > 0 && <StayDecisions decisions={explanation.decisions} />}
      <NodeDecisions nodes={explanation.nodes} />
    </Stack>
  );
}

function UnassignedFacts({ info }: { info: UnassignedInfo }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [[t('components.allocation.unassigned.reason'), info.reason]];
  if (info.at) {
    const local = formatDateTime(info.at);
    rows.push([t('components.allocation.unassigned.at'), local || info.at]);
  }
  if (info.lastAllocationStatus)
    rows.push([t('components.allocation.unassigned.lastStatus'), info.lastAllocationStatus]);
  if (info.failedAllocationAttempts !== null)
    rows.push([
      t('components.allocation.unassigned.attempts'),
      String(info.failedAllocationAttempts),
    ]);
  if (info.details) rows.push([t('components.allocation.unassigned.details'), info.details]);
  const title = t('components.allocation.unassigned.title');
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={4}>{title}</Title>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {rows.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" w="30%" fw={500}>
                {name}
              </Table.Th>
              <Table.Td style={WRAP}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** An assigned shard: may it remain, move or be rebalanced, and which deciders said so. */
function StayDecisions({ decisions }: { decisions: readonly ShardDecision[] }) {
  const { t } = useTranslation();
  const title = t('components.allocation.stay');
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4}>{title}</Title>
      {decisions.map((entry) => (
        <Stack key={entry.key} gap={4}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t(`components.allocation.decisions.${entry.key}`)}
            </Text>
            <DecisionBadge decision={entry.decision} />
          </Group>
          <DeciderList deciders={entry.deciders} />
        </Stack>
      ))}
    </Stack>
  );
}
