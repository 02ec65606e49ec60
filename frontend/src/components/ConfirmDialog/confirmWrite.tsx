// The question a cluster that asks before writes puts before each one: which cluster, and the
// method and path about to be sent, shown as plain text. It opens on Cancel, so an Enter
// pressed as it appears never sends the write.
import { useEffect, useRef } from 'react';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';
import type { WriteQuestion } from '../../api/client';

interface WriteConfirmBodyProps {
  question: WriteQuestion;
  onSend: () => void;
  onCancel: () => void;
}

/**
 * Keeps the focus inside the question while it is open, on Cancel when it comes from outside:
 * the dialog whose button started the write closes as this one opens, and hands the focus back
 * to what opened it a moment later.
 */
function useFocusKeptOn(cancel: React.RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const button = cancel.current;
    const dialog = button?.closest('[role="dialog"]');
    if (!button || !dialog) return;
    const keep = (event: FocusEvent) => {
      if (!(event.target instanceof Node) || !dialog.contains(event.target)) button.focus();
    };
    if (!dialog.contains(document.activeElement)) button.focus();
    document.addEventListener('focusin', keep);
    return () => document.removeEventListener('focusin', keep);
  }, [cancel]);
}

function WriteConfirmBody({ question, onSend, onCancel }: WriteConfirmBodyProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useFocusKeptOn(cancel);
  return (
    <Stack gap="md">
      <Text size="sm">{i18next.t('components.confirmWrite.message')}</Text>
      <Code block data-testid="write-confirm-request" style={{ wordBreak: 'break-all' }}>
        {`${question.method} ${question.path}`}
      </Code>
      <Group justify="flex-end" gap="xs">
        <Button ref={cancel} variant="default" onClick={onCancel} data-autofocus>
          {i18next.t('components.confirm.cancel')}
        </Button>
        <Button onClick={onSend}>{i18next.t('components.confirmWrite.send')}</Button>
      </Group>
    </Stack>
  );
}

/**
 * Asks whether to send a write; resolves true on Send, false on Cancel or dismissal.
 * Needs WidgetsProvider (it holds Mantine's modals provider) to be mounted.
 */
export function confirmWrite(question: WriteQuestion): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const close = (answer: boolean) => {
      settle(answer);
      modals.close(id);
    };
    const cluster = question.clusterName || i18next.t('components.confirmWrite.thisCluster');
    const id = modals.open({
      title: i18next.t('components.confirmWrite.title', { cluster }),
      centered: true,
      children: (
        <WriteConfirmBody
          question={question}
          onSend={() => close(true)}
          onCancel={() => close(false)}
        />
      ),
      onClose: () => settle(false),
    });
  });
}
