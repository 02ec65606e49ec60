// The request a form is about to send, exactly as it goes out: method, path and body, with a
// button copying it as a curl command (previewedRequest.ts); or, while it cannot be sent, why not.
import type { ReactNode } from 'react';
import { Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { CopyButton } from '../CopyButton/CopyButton';
import { curlCommand, requestText, type PreviewedRequest } from './previewedRequest';
import { WRAP } from './wrap';

/**
 * Long lines wrap; a body taller than the box scrolls, so the box is focusable: the keyboard
 * must reach what it hides.
 */
const BOX = { ...WRAP, maxHeight: 240, overflowY: 'auto' } as const;

interface RequestPreviewProps {
  /** null: nothing can be sent yet; `problem` says why. */
  request: PreviewedRequest | null;
  problem?: string | null;
  /** Said under the request (that it is sent in several parts, say). */
  note?: ReactNode;
  /** No heading: the caller shows its own (a fold button, say). */
  untitled?: boolean;
  testId?: string;
}

export function RequestPreview({ request, problem, note, untitled, testId }: RequestPreviewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify={untitled ? 'flex-end' : 'space-between'} gap="xs" mih={28}>
        {!untitled && (
          <Text size="sm" fw={500}>
            {t('components.requestPreview.title')}
          </Text>
        )}
        {request && (
          <CopyButton
            value={() => curlCommand(request)}
            label={t('components.requestPreview.copyCurl')}
          />
        )}
      </Group>
      {request ? (
        <Code block style={BOX} tabIndex={0} data-testid={testId}>
          {requestText(request)}
        </Code>
      ) : (
        <Text size="sm" c="red" role="status">
          {problem}
        </Text>
      )}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}
