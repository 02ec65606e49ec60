// The request a lifecycle form is about to send, exactly as it goes out: the line and the body.
import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';

/** A long request wraps rather than scroll: a scrolling box would need the keyboard's focus. */
const WRAP = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

export function RequestPreview({ text, note }: { text: string; note?: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('indices.lifecycle.request')}
      </Text>
      <Code block style={WRAP} data-testid="lifecycle-request">
        {text}
      </Code>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}
