import { useMemo } from 'react';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stringifyJson } from '../../lib/json';
import { CodeViewer } from '../CodeEditor/CodeEditor';
import { LoaderStatus } from '../LoaderStatus/LoaderStatus';
import { ResizableContainer } from '../ResizableContainer/ResizableContainer';
import { useLoader } from './useLoader';

interface ModalLoaderProps {
  opened: boolean;
  onClose: () => void;
  /** What the dialog shows, in words (e.g. 'Index stats: logs'). */
  title: string;
  /** The operation's parameters, shown as JSON. */
  params?: unknown;
  /** Runs the operation; called on open and on reload. */
  load: () => Promise<unknown>;
  /** The cluster address, for the network-error text. */
  uri?: string;
}

/** Shows a cluster operation, its parameters and its JSON response. */
export function ModalLoader({ opened, onClose, title, params, load, uri }: ModalLoaderProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      {opened && <ModalLoaderBody params={params} load={load} uri={uri} onClose={onClose} />}
    </Modal>
  );
}

function ModalLoaderBody({
  params,
  load,
  uri,
  onClose,
}: Omit<ModalLoaderProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const { state, data, reload } = useLoader(load);
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
          onClick={reload}
        >
          {t('components.modalLoader.reload')}
        </Button>
        <Button onClick={onClose}>{t('components.modalLoader.close')}</Button>
      </Group>
    </Stack>
  );
}
