// The guided change of a setting an open index refuses, as the dialog shows it: why the index
// must be closed, then the three steps (close, apply, open) each with its exact request and its
// state. After a failure it says which step stopped the run with the cluster's reason, and when
// the indices were left closed it says so and offers to open them again. Indices that were closed
// already are only changed: the close and open requests leave them out.
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import {
  settingsStepRequest,
  type IndexSettingsBody,
  type StepRequest,
} from '../../../api/operations/indexSettings';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';
import {
  failedStep,
  initialSteps,
  isRunning,
  leftClosed,
  type GuidedStep,
  type StepState,
} from './guidedChange';
import { listedNames } from './settingsMessages';

const STATE_COLORS: Record<StepState, string> = {
  pending: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

interface GuidedChangeViewProps {
  /** Every index the change applies to. */
  indices: readonly string[];
  /** The open ones among them: what the close and open steps act on. */
  toggled: readonly string[];
  /** The edited settings an open index refuses. */
  staticKeys: readonly string[];
  body: IndexSettingsBody;
  /** The run's steps; null before it starts (all pending). */
  steps: GuidedStep[] | null;
  /** What the notices call the toggled indices: the index's name, or their number. */
  target: string;
  onReopen: () => void;
}

export function GuidedChangeView(props: GuidedChangeViewProps) {
  const { indices, toggled, staticKeys, body, steps, target, onReopen } = props;
  const { t } = useTranslation();
  const shown = steps ?? initialSteps();
  const count = toggled.length;
  const alreadyClosed = indices.filter((name) => !toggled.includes(name));
  return (
    <Stack gap="xs">
      <Alert color="yellow" icon={<IconLock />} p="xs" data-testid="needs-closed">
        <Text size="sm">
          {t('indices.settingsDialog.guided.notice', { count, keys: staticKeys.join(', ') })}
        </Text>
        {alreadyClosed.length > 0 && (
          <Text size="sm" mt={4} style={{ wordBreak: 'break-word' }}>
            {t('indices.settingsDialog.guided.alreadyClosed', {
              count: alreadyClosed.length,
              names: listedNames(t, alreadyClosed, 10).join(', '),
            })}
          </Text>
        )}
      </Alert>
      <Stack gap={6} role="list" aria-label={t('indices.settingsDialog.guided.stepsLabel')}>
        {shown.map((item, position) => (
          <StepItem
            key={item.step}
            item={item}
            position={position + 1}
            request={settingsStepRequest({
              step: item.step,
              indices: item.step === 'apply' ? indices : toggled,
              body,
            })}
          />
        ))}
      </Stack>
      {steps && <RunOutcome steps={steps} count={count} target={target} onReopen={onReopen} />}
    </Stack>
  );
}

interface StepItemProps {
  item: GuidedStep;
  position: number;
  request: StepRequest;
}

function StepItem({ item, position, request }: StepItemProps) {
  const { t } = useTranslation();
  const name = t(`indices.settingsDialog.guided.steps.${item.step}`);
  return (
    <Paper withBorder p="xs" role="listitem" aria-label={name}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {t('indices.settingsDialog.guided.stepTitle', { position, name })}
          </Text>
          <Badge
            size="sm"
            variant="light"
            color={STATE_COLORS[item.state]}
            leftSection={item.state === 'running' ? <Loader size={10} /> : undefined}
          >
            {t(`indices.settingsDialog.guided.state.${item.state}`)}
          </Badge>
        </Group>
        <RequestPreview request={request} untitled />
        {item.state === 'failed' && <ErrorReason error={item.error} />}
      </Stack>
    </Paper>
  );
}

interface RunOutcomeProps {
  steps: GuidedStep[];
  count: number;
  target: string;
  onReopen: () => void;
}

/** Where a run that failed stopped, and whether it left the indices closed. */
export function RunOutcome({ steps, count, target, onReopen }: RunOutcomeProps) {
  const { t } = useTranslation();
  const failed = failedStep(steps);
  if (failed === null || isRunning(steps)) return null;
  const step = t(`indices.settingsDialog.guided.steps.${failed.step}`);
  const closed = leftClosed(steps);
  return (
    <Alert color="red" p="xs" data-testid="guided-outcome">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{t('indices.settingsDialog.guided.stopped', { step })}</Text>
        {closed ? (
          <>
            <Text size="sm" fw={500}>
              {t('indices.settingsDialog.guided.stillClosed', { count, target })}
            </Text>
            <Button size="xs" onClick={onReopen}>
              {t('indices.settingsDialog.guided.reopen', { count })}
            </Button>
          </>
        ) : (
          failed.step !== 'close' && (
            <Text size="sm">{t('indices.settingsDialog.guided.openAgain', { count, target })}</Text>
          )
        )}
      </Stack>
    </Alert>
  );
}
