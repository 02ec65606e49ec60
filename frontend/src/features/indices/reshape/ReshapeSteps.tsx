// The steps of a shrink or split, in order: each one's name, its state, how far a wait has come,
// and the exact request it sends (or the health check it waits on). While the new index is not
// green, the wait offers to go on without it.
import { Badge, Button, Code, Group, Stack, Text, type MantineColor } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { renderMessage } from '../actions/actionMessages';
import type { ReshapeStep, ReshapeStepId } from './reshapeTypes';
import type { StepState, StepUpdate } from './reshapeRun';
import { progressMessage, requestText, stepMessage, type StepNames } from './reshapeMessages';

interface ReshapeStepsProps {
  steps: readonly ReshapeStep[];
  states: ReadonlyMap<ReshapeStepId, StepUpdate>;
  names: StepNames;
  /** Offered while the run waits for green: go on without it. */
  onSkipGreen?: () => void;
}

const COLORS: Record<StepState, MantineColor> = {
  done: 'gray',
  todo: 'gray',
  running: 'blue',
  succeeded: 'green',
  skipped: 'yellow',
  failed: 'red',
};

export function ReshapeSteps({ steps, states, names, onSkipGreen }: ReshapeStepsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('indices.reshapeDialog.steps')}
      </Text>
      <Stack component="ol" gap="xs" m={0} pl="lg">
        {steps.map((step) => (
          <StepItem
            key={step.id}
            step={step}
            update={states.get(step.id) ?? { state: 'todo' }}
            names={names}
            onSkipGreen={onSkipGreen}
          />
        ))}
      </Stack>
    </Stack>
  );
}

interface StepItemProps {
  step: ReshapeStep;
  update: StepUpdate;
  names: StepNames;
  onSkipGreen?: () => void;
}

function StepItem({ step, update, names, onSkipGreen }: StepItemProps) {
  const { t } = useTranslation();
  const name = renderMessage(t, stepMessage(step.id, names));
  const waitingGreen = step.id === 'waitGreen' && update.state === 'running';
  return (
    <li aria-label={name}>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {name}
          </Text>
          <Badge
            color={COLORS[update.state]}
            variant={update.state === 'todo' ? 'outline' : 'light'}
          >
            {t(`indices.reshapeDialog.state.${update.state}`)}
          </Badge>
        </Group>
        {update.progress && update.state === 'running' && (
          <Text size="sm" c="dimmed" role="status">
            {renderMessage(t, progressMessage(update.progress, names.node))}
          </Text>
        )}
        {step.request && (
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {requestText(step.request)}
          </Code>
        )}
        {waitingGreen && onSkipGreen && (
          <Group>
            <Button size="xs" variant="light" onClick={onSkipGreen}>
              {t('indices.reshapeDialog.skipGreen')}
            </Button>
          </Group>
        )}
      </Stack>
    </li>
  );
}
