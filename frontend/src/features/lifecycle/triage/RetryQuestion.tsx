// The question before a retry of failed lifecycle steps: how many indices, and the request it
// sends shown as plain text (the first one in full when the names need several). Retrying a step
// is harmless, so the dialog opens on its Retry button.
import { useRef } from 'react';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { currentTranslations } from '../../../i18n/translate';
import { askInModal } from '../../../components/ConfirmDialog/confirm';
import { useKeepFocusInside } from '../../../components/ConfirmDialog/useKeepFocusInside';
import type { LifecycleKind } from '../../../engine/lifecycle';

interface RetryQuestionBodyProps {
  question: string;
  requests: readonly string[];
  onAnswer: (yes: boolean) => void;
}

function RetryQuestionBody({ question, requests, onAnswer }: RetryQuestionBodyProps) {
  const { t } = currentTranslations();
  const body = useRef<HTMLDivElement>(null);
  useKeepFocusInside(body);
  const more = requests.length - 1;
  return (
    <Stack gap="md" ref={body}>
      <Text size="sm">{question}</Text>
      <Code
        block
        data-testid="retry-request"
        tabIndex={0}
        style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}
      >
        {requests[0] ?? ''}
      </Code>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          {t('lifecycle.triage.requestsMore', { count: more })}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => onAnswer(false)}>
          {t('components.confirm.cancel')}
        </Button>
        <Button onClick={() => onAnswer(true)} data-autofocus>
          {t('lifecycle.triage.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks whether to retry `count` indices with `requests`; resolves true on Retry. */
export function askRetry(
  kind: LifecycleKind,
  count: number,
  requests: readonly string[],
): Promise<boolean> {
  const { t } = currentTranslations();
  const question = t(`lifecycle.triage.question.${kind}`, { count });
  return askInModal(t('lifecycle.triage.questionTitle'), (answer) => (
    <RetryQuestionBody question={question} requests={requests} onAnswer={answer} />
  ));
}
