// The exact request a template dialog is about to send: method, path and JSON body, or, while
// the body cannot be sent, why not.
import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { stringifyJson } from '../../lib/json';

interface TemplateRequestProps {
  method: string;
  path: string;
  /** null: the body is not valid; `problem` says why. */
  body: unknown;
  problem: string | null;
  testId: string;
}

export function TemplateRequest({ method, path, body, problem, testId }: TemplateRequestProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('templates.editor.request')}
      </Text>
      {problem === null ? (
        // Focusable: a body taller than the box scrolls, and the keyboard must reach it.
        <Code block data-testid={testId} tabIndex={0} style={{ maxHeight: 240, overflow: 'auto' }}>
          {`${method} ${path}\n${stringifyJson(body, 2)}`}
        </Code>
      ) : (
        <Text size="sm" c="red" role="status">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
