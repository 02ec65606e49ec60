// The exact request the pipeline editor is about to send, or, while the body cannot be sent,
// why not.
import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { pipelinePath } from '../../api/operations/ingest';
import { stringifyJson } from '../../lib/json';

interface PipelineRequestProps {
  id: string;
  /** null: the body cannot be sent; `problem` says why. */
  body: Record<string, unknown> | null;
  problem: string | null;
}

export function PipelineRequest({ id, body, problem }: PipelineRequestProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('ingest.editor.request')}
      </Text>
      {body === null ? (
        <Text size="sm" c="red" role="status">
          {problem}
        </Text>
      ) : (
        // Focusable: a body taller than the box scrolls, and the keyboard must reach it.
        <Code
          block
          data-testid="pipeline-request"
          tabIndex={0}
          style={{ maxHeight: 240, overflow: 'auto' }}
        >
          {`PUT ${pipelinePath(id)}\n${stringifyJson(body, 2)}`}
        </Code>
      )}
    </Stack>
  );
}
