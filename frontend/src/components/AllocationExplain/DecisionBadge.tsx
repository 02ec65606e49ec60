// A decision as the cluster words it, bordered by its colour: yes green, no red, throttle yellow,
// anything else grey. The text keeps the page's colour so it stays readable in both themes.
import { Badge } from '@mantine/core';
import { decisionTone, type DecisionTone } from '../../api/operations/allocationExplanation';

const TONE_COLOR: Record<DecisionTone, string> = {
  yes: 'green',
  no: 'red',
  throttle: 'yellow',
  other: 'gray',
};

export function DecisionBadge({ decision }: { decision: string }) {
  const tone = decisionTone(decision);
  return (
    <Badge
      variant="outline"
      color={TONE_COLOR[tone]}
      size="sm"
      data-tone={tone}
      styles={{ root: { borderWidth: 2 }, label: { color: 'var(--mantine-color-text)' } }}
    >
      {decision || '?'}
    </Badge>
  );
}
