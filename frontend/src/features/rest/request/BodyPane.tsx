// The body editor, or for GET and HEAD the hint that replaces it.
// Pasting a console request into the empty editor fills the whole form instead.
import type { ClipboardEvent } from 'react';
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import type { RestRequest } from '../../../engine/clusterDb';
import { requestFromEditorPaste } from './paste';
import { sendsBody } from '../restRequest';

interface BodyPaneProps {
  request: RestRequest;
  onChange: (request: Partial<RestRequest>) => void;
  onSend: () => void;
}

export function BodyPane({ request, onChange, onSend }: BodyPaneProps) {
  const { t } = useTranslation();
  if (!sendsBody(request.method))
    return <BodyHint method={request.method} onUsePost={() => onChange({ method: 'POST' })} />;

  // Capture phase: runs before the editor's own paste handling, which it can then skip.
  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    const filled = requestFromEditorPaste(request.body, event.clipboardData.getData('text/plain'));
    if (!filled) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(filled);
  };
  return (
    <Box h="100%" onPasteCapture={onPasteCapture}>
      <CodeEditor
        value={request.body}
        onChange={(body) => onChange({ body })}
        onSubmit={onSend}
        label={t('rest.form.body')}
      />
    </Box>
  );
}

function BodyHint({ method, onUsePost }: { method: string; onUsePost: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert icon={<IconInfoCircle />} color="gray" variant="light" mt={34}>
      <Stack gap="xs">
        <Text size="sm">{t('rest.hint.cannotSendBody', { method })}</Text>
        <Button size="xs" variant="default" w="fit-content" onClick={onUsePost}>
          {t('rest.hint.usePost')}
        </Button>
        <Text size="sm">{t('rest.hint.queryParameters')}</Text>
        <Text size="sm">{t('rest.hint.searchWithPost')}</Text>
      </Stack>
    </Alert>
  );
}
