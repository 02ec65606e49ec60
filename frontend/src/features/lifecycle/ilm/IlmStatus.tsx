// ILM's operation mode, for the lifecycle screen's toolbar: a coloured dot and the mode in words
// (running, stopping, stopped), with Start or Stop once the user confirmed. Stopping ILM holds
// every managed index where it is until ILM starts again. A read-only cluster gets no buttons.
import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { errorReason } from '../../../api/errors';
import { HealthDot, type HealthStatus } from '../../../components/StatusDot/StatusDot';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { useScreenQuery } from '../../../api/screenQuery';
import { ILM_OPERATION_MODE, useIlmStartMutation, useIlmStopMutation } from './ilmApi';
import { useFeedback } from '../../../components/Feedback/useFeedback';

type Mode = 'running' | 'stopping' | 'stopped' | 'unknown';

const MODES: Record<string, Mode> = {
  RUNNING: 'running',
  STOPPING: 'stopping',
  STOPPED: 'stopped',
};
const DOTS: Record<Mode, HealthStatus> = {
  running: 'green',
  stopping: 'yellow',
  stopped: 'red',
  unknown: 'unknown',
};

export function modeOf(answer: { operation_mode?: string } | undefined): Mode {
  return MODES[answer?.operation_mode ?? ''] ?? 'unknown';
}

function modeText(t: TFunction, mode: Mode): string {
  return t(`lifecycle.ilm.status.modes.${mode}`);
}

export function IlmStatus() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const query = useScreenQuery(ILM_OPERATION_MODE);
  const writeReason = useWriteAccess().reason;
  const [start, starting] = useIlmStartMutation();
  const [stop, stopping] = useIlmStopMutation();
  if (query.isLoading) return <Loader size="xs" aria-label={t('lifecycle.ilm.status.loading')} />;
  const mode = modeOf(query.data);
  const words = t('lifecycle.ilm.status.line', { mode: modeText(t, mode) });
  const running = mode === 'running';

  const change = async () => {
    const question = running ? 'stop' : 'start';
    const confirmed = await feedback.ask({
      title: t(`lifecycle.ilm.status.${question}.title`),
      message: t(`lifecycle.ilm.status.${question}.message`),
      confirmLabel: t(`lifecycle.ilm.status.${question}.button`),
      danger: running,
    });
    if (!confirmed) return;
    try {
      const answer = await (running ? stop() : start()).unwrap();
      feedback.succeeded(t(`lifecycle.ilm.status.${question}.done`), answer);
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <Group gap={6} wrap="nowrap" data-testid="ilm-status">
      {/* The words say the mode; the dot only colours it. */}
      <span aria-hidden style={{ display: 'inline-flex' }}>
        <HealthDot status={DOTS[mode]} label={words} />
      </span>
      <Text
        size="sm"
        title={query.isError ? errorReason(query.error).reason : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {words}
      </Text>
      {writeReason === null && mode !== 'unknown' && (
        <Button
          size="compact-xs"
          variant="light"
          color={running ? 'red' : 'green'}
          loading={starting.isLoading || stopping.isLoading}
          onClick={() => void change()}
        >
          {t(running ? 'lifecycle.ilm.status.stop.button' : 'lifecycle.ilm.status.start.button')}
        </Button>
      )}
    </Group>
  );
}
