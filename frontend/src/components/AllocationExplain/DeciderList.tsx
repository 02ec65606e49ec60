// The deciders behind a decision: each one's name, decision and explanation, as plain text.
import { Code, Group, Stack, Text } from '@mantine/core';
import type { DeciderDecision } from '../../api/operations/allocationExplanation';
import { DecisionBadge } from './DecisionBadge';

export function DeciderList({ deciders }: { deciders: readonly DeciderDecision[] }) {
  if (deciders.length === 0) return null;
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {deciders.map((entry, position) => (
        <li key={position}>
          <Group gap={6} wrap="nowrap" align="center">
            <DecisionBadge decision={entry.decision} />
            <Code>{entry.decider}</Code>
          </Group>
          {entry.explanation && (
            <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {entry.explanation}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
