// The exact request the policy editor is about to send (PUT _ilm/policy/{name} and its JSON
// body), or, while it cannot be sent, why not.
import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { ilmPolicyPath } from '../../../api/operations/ilm';
import { stringifyJson } from '../../../lib/json';

interface PolicyRequestProps {
  name: string;
  /** null: the body cannot be sent; `problem` says why. */
  body: unknown;
  problem: string | null;
}

export function PolicyRequest({ name, body, problem }: PolicyRequestProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('lifecycle.ilm.editor.request')}
      </Text>
      {problem === null ? (
        // Focusable: a body taller than the box scrolls, and the keyboard must reach it.
        <Code
          block
          data-testid="ilm-policy-request"
          tabIndex={0}
          style={{ maxHeight: 240, overflow: 'auto' }}
        >
          {`PUT ${ilmPolicyPath(name)}\n${stringifyJson(body, 2)}`}
        </Code>
      ) : (
        <Text size="sm" c="red" role="status">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
