// The response viewer: a JSON answer formatted (indented off the main thread when large) and
// highlighted, any other answer as plain text (its content type says which, see responseFile.ts),
// with a notice when only the beginning of a very large body is shown, and one for a binary answer.
import { memo } from 'react';
import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CodeViewer } from '../../../components/CodeEditor/CodeEditor';
import { formatBytes } from '../../../lib/bytes';
import type { RestResponse } from '../../../engine/clusterDb';
import { DOWNLOAD_LABELS, responseKind } from './responseFile';
import { useFormattedResponse } from './useFormattedResponse';

/** Drawn again only for a new response, not on each key typed in the request. */
export const ResponsePane = memo(function ResponsePane({ response }: { response: RestResponse }) {
  const { t } = useTranslation();
  const kind = responseKind(response.contentType, response.bodyText);
  const view = useFormattedResponse(response.bodyText, kind === 'json');
  return (
    <Stack gap={4} h="100%">
      {response.droppedLength !== undefined && (
        <Alert color="gray" variant="light" p="xs" role="status">
          <Text size="xs">
            {t('rest.response.dropped', { size: formatBytes(response.droppedLength) })}
          </Text>
        </Alert>
      )}
      {view.truncated && !view.formatting && (
        <Alert color="yellow" variant="light" p="xs" role="status">
          <Text size="xs">
            {t('rest.response.truncated', {
              shown: formatBytes(view.shownLength),
              total: formatBytes(view.totalLength),
              download: t(DOWNLOAD_LABELS[kind]),
            })}
          </Text>
        </Alert>
      )}
      {kind === 'binary' && (
        <Alert color="gray" variant="light" p="xs" role="status">
          <Text size="xs">{t('rest.response.binary', { type: response.contentType })}</Text>
        </Alert>
      )}
      <Box pos="relative" style={{ flex: 1, minHeight: 0 }} aria-busy={view.formatting}>
        <CodeViewer
          value={view.text}
          label={t('rest.response.label')}
          language={kind === 'json' ? 'json' : 'text'}
        />
        {view.formatting && (
          <Loader
            size="sm"
            pos="absolute"
            top={40}
            right={16}
            aria-label={t('rest.response.formatting')}
          />
        )}
      </Box>
    </Stack>
  );
});
