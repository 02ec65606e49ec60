// How a shrink or split run ended: the new index ready; or the step that failed with the
// cluster's reason, what the run leaves behind on the source (its write block, its allocation
// filter, the new index) with the requests that lift them, and a button that sends them.
import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { renderMessage } from '../actions/actionMessages';
import type { PlannedRequest } from './reshapeTypes';
import type { Leftover, RunOutcome } from './reshapeRun';
import { leftoverMessage, requestText, stepMessage, type StepNames } from './reshapeMessages';
import type { UndoState } from './useReshapeRun';

interface ReshapeOutcomeProps {
  outcome: RunOutcome;
  /** Whether the run went on without waiting for the new index to be green. */
  greenSkipped: boolean;
  /** Whether the source blocked writes before the run, and keeps that block. */
  keptBlock: boolean;
  names: StepNames;
  left: readonly Leftover[];
  undoing: readonly PlannedRequest[];
  undo: UndoState;
  onUndo: () => void;
}

export function ReshapeOutcome(props: ReshapeOutcomeProps) {
  const { t } = useTranslation();
  const { outcome, names } = props;
  if (outcome.kind === 'finished') {
    return (
      <Alert color="green" role="status" p="xs">
        <Text size="sm">
          {t(
            props.keptBlock
              ? 'indices.reshapeDialog.finishedKeptBlock'
              : 'indices.reshapeDialog.finished',
            { ...names },
          )}
        </Text>
        {props.greenSkipped && (
          <Text size="sm">{t('indices.reshapeDialog.notGreenYet', { target: names.target })}</Text>
        )}
      </Alert>
    );
  }
  if (outcome.kind === 'stopped') return null;
  const step = renderMessage(t, stepMessage(outcome.step, names));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} c="red">
        {t('indices.reshapeDialog.failed', { step })}
      </Text>
      <ErrorReason error={outcome.error} />
      <Leftovers {...props} />
    </Stack>
  );
}

function Leftovers({ names, left, undoing, undo, onUndo }: ReshapeOutcomeProps) {
  const { t } = useTranslation();
  if (left.length === 0) return <Text size="sm">{t('indices.reshapeDialog.nothingLeft')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('indices.reshapeDialog.leftTitle')}
      </Text>
      <List size="sm" spacing={2}>
        {left.map((leftover) => (
          <List.Item key={leftover}>{renderMessage(t, leftoverMessage(leftover, names))}</List.Item>
        ))}
      </List>
      {undoing.length > 0 && undo.kind !== 'done' && (
        <>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {undoing.map(requestText).join('\n\n')}
          </Code>
          <Group>
            <Button variant="light" onClick={onUndo} loading={undo.kind === 'running'}>
              {t('indices.reshapeDialog.undo', { index: names.index })}
            </Button>
          </Group>
        </>
      )}
      {undo.kind === 'failed' && <ErrorReason error={undo.error} />}
      {undo.kind === 'done' && (
        <Text size="sm" role="status">
          {t('indices.reshapeDialog.undone', { index: names.index })}
        </Text>
      )}
    </Stack>
  );
}
