// Whether the clone source is read-only, with the button that makes it so (before cloning) or
// writable again (after).
import { useEffect } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { notifyRequestError } from '../../../components/Notifications/notifyRequestError';
import { useSetWriteBlockMutation, useWriteBlockQuery } from '../indicesApi';
import { notifySuccess } from './notices';
import { useEngineName } from '../../../store/hooks';

interface WriteBlockPanelProps {
  index: string;
  /** The clone's name once it exists. */
  cloned: string | null;
  onReadOnlyChange: (readOnly: boolean) => void;
}

export function WriteBlockPanel({ index, cloned, onReadOnlyChange }: WriteBlockPanelProps) {
  const { t } = useTranslation();
  const engine = useEngineName();
  const block = useWriteBlockQuery(index, { refetchOnMountOrArgChange: true });
  const [setWriteBlock, { isLoading }] = useSetWriteBlockMutation();
  const readOnly = block.data === true;
  useEffect(() => onReadOnlyChange(readOnly), [readOnly, onReadOnlyChange]);

  const change = async (blocked: boolean) => {
    try {
      const response = await setWriteBlock({ index, blocked }).unwrap();
      notifySuccess(
        t,
        { key: blocked ? 'indices.clone.blocked' : 'indices.clone.unblocked', params: { index } },
        response,
      );
    } catch (error) {
      notifyRequestError(error, t, engine);
    }
  };

  if (block.isLoading) return <Loader size="sm" aria-label={t('indices.clone.checking')} />;
  if (cloned !== null) {
    return (
      <Stack gap="xs">
        <Text size="sm">{t('indices.clone.created', { dest: cloned })}</Text>
        {readOnly && (
          <Button
            variant="light"
            leftSection={<IconLockOpen size={14} />}
            loading={isLoading}
            onClick={() => void change(false)}
          >
            {t('indices.clone.allowWrites', { index })}
          </Button>
        )}
      </Stack>
    );
  }
  if (readOnly) {
    return (
      <Alert color="green" icon={<IconLock size={16} />}>
        <Text size="sm">{t('indices.clone.isReadOnly', { index })}</Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      icon={<IconLock size={16} />}
      title={t('indices.clone.needsReadOnlyTitle')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('indices.clone.needsReadOnly', { index })}</Text>
        <Button
          variant="light"
          color="yellow"
          loading={isLoading}
          onClick={() => void change(true)}
        >
          {t('indices.clone.makeReadOnly', { index })}
        </Button>
      </Stack>
    </Alert>
  );
}
