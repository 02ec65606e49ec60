// The question a cluster that asks before writes puts before each one: which cluster, and the
// method and path about to be sent, shown as plain text. It opens on Cancel, so an Enter
// pressed as it appears never sends the write. A write that opens an operation's plan asks once
// for the whole plan (confirmWritePlan).
import { useRef } from 'react';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { currentTranslations } from '../../i18n/translate';
import type { WriteQuestion } from '../../api/client';
import { askInModal } from './confirm';
import { confirmWritePlan } from './confirmWritePlan';
import { useKeepFocusInside } from './useKeepFocusInside';

interface WriteConfirmBodyProps {
  question: WriteQuestion;
  onSend: () => void;
  onCancel: () => void;
}

function WriteConfirmBody({ question, onSend, onCancel }: WriteConfirmBodyProps) {
  const body = useRef<HTMLDivElement>(null);
  useKeepFocusInside(body);
  return (
    <Stack gap="md" ref={body}>
      <Text size="sm">{currentTranslations().t('components.confirmWrite.message')}</Text>
      <Code block data-testid="write-confirm-request" style={{ wordBreak: 'break-all' }}>
        {`${question.method} ${question.path}`}
      </Code>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {currentTranslations().t('components.confirm.cancel')}
        </Button>
        <Button onClick={onSend}>{currentTranslations().t('components.confirmWrite.send')}</Button>
      </Group>
    </Stack>
  );
}

/** Asks whether to send a write; resolves true on Send, false on Cancel or dismissal. */
export function confirmWrite(question: WriteQuestion): Promise<boolean> {
  if (question.plan) return confirmWritePlan(question, question.plan);
  const cluster =
    question.clusterName || currentTranslations().t('components.confirmWrite.thisCluster');
  return askInModal(
    currentTranslations().t('components.confirmWrite.title', { cluster }),
    (answer) => (
      <WriteConfirmBody
        question={question}
        onSend={() => answer(true)}
        onCancel={() => answer(false)}
      />
    ),
  );
}
