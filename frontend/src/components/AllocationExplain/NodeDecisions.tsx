// Each node's decision for the shard: a card with the node's name, its decision, its place in
// the balancer's ranking and the deciders. Nodes that said no come first, so what keeps the shard
// away is read first.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import {
  decisionTone,
  type NodeAllocationDecision,
} from '../../api/operations/allocationExplanation';
import { DecisionBadge } from './DecisionBadge';
import { DeciderList } from './DeciderList';

const TONE_ORDER = { no: 0, throttle: 1, other: 2, yes: 3 } as const;

/** No first, then throttle, other, yes; the cluster's order within each. */
export function nodesByDecision(
  nodes: readonly NodeAllocationDecision[],
): NodeAllocationDecision[] {
  return nodes
    .map((node, position) => ({ node, position }))
    .sort(
      (a, b) =>
        TONE_ORDER[decisionTone(a.node.decision)] - TONE_ORDER[decisionTone(b.node.decision)] ||
        a.position - b.position,
    )
    .map(({ node }) => node);
}

export function NodeDecisions({ nodes }: { nodes: readonly NodeAllocationDecision[] }) {
  const { t } = useTranslation();
  if (nodes.length === 0) return null;
  const title = t('components.allocation.nodes');
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4}>{title}</Title>
      {nodesByDecision(nodes).map((node) => (
        <Paper key={node.nodeId || node.nodeName} withBorder p="xs" radius="sm">
          <Stack gap={6} role="group" aria-label={node.nodeName}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <Text fw={600} style={{ wordBreak: 'break-all' }}>
                  {node.nodeName}
                </Text>
                <DecisionBadge decision={node.decision} />
              </Group>
              {node.weightRanking !== null && (
                <Text size="xs" c="dimmed">
                  {t('components.allocation.ranking', { rank: node.weightRanking })}
                </Text>
              )}
            </Group>
            <DeciderList deciders={node.deciders} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
