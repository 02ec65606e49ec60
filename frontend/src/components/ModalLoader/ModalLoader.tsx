import { useMemo } from 'react';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { fetchRequestState } from '../../api/queryState';
import { stringifyJson } from '../../lib/json';
import { CodeViewer } from '../CodeEditor/CodeEditor';
import { LoaderStatus } from '../LoaderStatus/LoaderStatus';
import { ResizableContainer } from '../ResizableContainer/ResizableContainer';
import { Dialog } from '../Dialog/Dialog';

/** The call whose answer the dialog shows, as an RTK Query hook returns it. */
export interface ModalLoaderQuery {
  data?: unknown;
  error?: unknown;
  /** A call is running: the first one or a reload. */
  isFetching: boolean;
  refetch: () => unknown;
}

interface ModalLoaderProps {
  opened: boolean;
  onClose: () => void;
  /** What the dialog shows, in words (e.g. 'Index stats: logs'). */
  title: string;
  /** The operation's parameters, shown as JSON. */
  params?: unknown;
  /** The operation's call; the caller runs it while the dialog is open, Reload runs it again. */
  query: ModalLoaderQuery;
  /** The cluster address, for the network-error text. */
  uri?: string;
}

/** Shows a cluster operation, its parameters and its JSON response. */
export function ModalLoader({ opened, onClose, title, params, query, uri }: ModalLoaderProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title} size="xl">
      {opened && <ModalLoaderBody params={params} query={query} uri={uri} onClose={onClose} />}
    </Dialog>
  );
}

function ModalLoaderBody({
  params,
  query,
  uri,
  onClose,
}: Omit<ModalLoaderProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const state = fetchRequestState(query);
  // A failed call shows only its error, never an earlier answer.
  const data = query.error === undefined ? query.data : undefined;
  const hasParams = params !== undefined && params !== null;
  // Responses can be megabytes (node stats); serialise once per answer, not per render.
  const response = useMemo(() => (data === undefined ? null : stringifyJson(data, 2)), [data]);

  return (
    <Stack gap="sm">
      {hasParams && (
        <div>
          <Text size="sm" fw={600}>
            {t('components.modalLoader.params')}
          </Text>
          <Code block>{stringifyJson(params, 2)}</Code>
        </div>
      )}
      <LoaderStatus state={state} uri={uri}>
        {response !== null && (
          <ResizableContainer panel="modalLoaderCodeViewer">
            <CodeViewer value={response} label={t('components.modalLoader.response')} />
          </ResizableContainer>
        )}
      </LoaderStatus>
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={state.loading}
          onClick={() => query.refetch()}
        >
          {t('components.modalLoader.reload')}
        </Button>
        <Button onClick={onClose}>{t('components.modalLoader.close')}</Button>
      </Group>
    </Stack>
  );
}
