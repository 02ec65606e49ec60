// The preview beside the History and Saved queries tables: method, path, an
// editable body, and the buttons that load it into the current or a new tab.
import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import type { RestRequest } from '../../../engine/clusterDb';
import { RequestText } from './MethodText';

interface RequestPreviewProps {
  request: RestRequest;
  onUse: (request: RestRequest) => void;
  onOpenInNewTab: (request: RestRequest) => void;
  /** Extra controls (rename, delete). */
  children?: ReactNode;
}

/** Mount with a key per row: the edited body starts from the row's body. */
export function RequestPreview({ request, onUse, onOpenInNewTab, children }: RequestPreviewProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState(request.body);
  const edited: RestRequest = { method: request.method, path: request.path, body };
  return (
    <Stack gap="xs" h="100%">
      <RequestText method={request.method} path={request.path} />
      <Box style={{ flex: 1, minHeight: 160 }}>
        <CodeEditor value={body} onChange={setBody} label={t('rest.records.body')} />
      </Box>
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Button size="xs" onClick={() => onUse(edited)}>
            {t('rest.records.useInCurrentTab')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onOpenInNewTab(edited)}>
            {t('rest.records.openInNewTab')}
          </Button>
        </Group>
        {children}
      </Group>
    </Stack>
  );
}

export function NoSelection() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('rest.records.selectHint')}
    </Text>
  );
}
