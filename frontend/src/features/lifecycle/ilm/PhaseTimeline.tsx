// A policy's phases as a row of chips in the order an index goes through them (hot → warm →
// cold → frozen → delete), each coloured for its phase but named in words, with its minimum age
// and the names of its actions under it.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { TFunction } from '../../../i18n/translate';
import { phaseColor, phaseLabel } from './ilmText';
import type { PhaseSummary } from './policyRows';

export function PhaseTimeline({ phases, t }: { phases: PhaseSummary[]; t: TFunction }) {
  if (phases.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('lifecycle.ilm.noPhases')}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid="ilm-phase-timeline">
      {phases.map((phase, index) => (
        <Fragment key={phase.name}>
          {index > 0 && (
            <IconArrowRight size={14} aria-hidden style={{ marginTop: 4, flex: 'none' }} />
          )}
          <Stack gap={0} data-phase={phase.name}>
            <Badge size="sm" color={phaseColor(phase.name)} variant="light" tt="none">
              {phaseLabel(t, phase.name)}
            </Badge>
            {phase.minAge !== null && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('lifecycle.ilm.minAgeShort', { age: phase.minAge })}
              </Text>
            )}
            {phase.actions.map((action) => (
              <Text key={action} size="xs" style={{ whiteSpace: 'nowrap' }}>
                {action}
              </Text>
            ))}
          </Stack>
        </Fragment>
      ))}
    </Group>
  );
}
