// The indices under the flood-stage block (index.blocks.read_only_allow_delete), shown above the
// table with a button to lift the block from each one or from all; the engine puts the block back
// while a node's disk stays above the flood-stage watermark, and the alert says so.
import { useEffect, useRef } from 'react';
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { useLocation } from 'react-router-dom';
import { useDiskSummary, FLOOD_BLOCKED, useRemoveFloodBlockMutation } from '../../../api/diskApi';
import { useScreenQuery } from '../../../api/screenQuery';
import { WriteButton } from '../../../components/WriteAccess/WriteButton';
import { useEngineName } from '../../../store/hooks';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { valueText } from '../../../components/DiskWatermarks/watermarkText';
import { confirmFloodBlockRemoval, notifyFloodBlockRemoved } from './floodBlockNotices';
import { notifyRequestError } from '../../../components/Notifications/notifyRequestError';
import { indexNeed } from '../../../engine/writeNeeds';

/** The element the dashboard links to. */
export const FLOOD_BLOCKED_ID = 'flood-stage-blocked';

/** How many blocked indices are listed by name. */
export const SHOWN_BLOCKED = 10;

export function FloodBlockAlert() {
  const { t } = useTranslation();
  const engine = useEngineName();
  const blocked = useScreenQuery(FLOOD_BLOCKED);
  const { watermarks, summary } = useDiskSummary();
  const [removeBlock, removal] = useRemoveFloodBlockMutation();
  const writeReason = useWriteAccess().reason;
  const ref = useScrollIntoViewWhenLinked(Boolean(blocked.data?.length));

  const indices = blocked.data ?? [];
  if (indices.length === 0) return null;
  const floodNodes = summary?.floodNodes ?? [];
  const shown = indices.slice(0, SHOWN_BLOCKED);

  const remove = async (names: string[]) => {
    if (!(await confirmFloodBlockRemoval(t, names))) return;
    try {
      await removeBlock(names).unwrap();
      notifyFloodBlockRemoved(t, names);
    } catch (error) {
      notifyRequestError(error, t, engine);
    }
  };

  return (
    <Alert
      ref={ref}
      id={FLOOD_BLOCKED_ID}
      color={floodNodes.length > 0 ? 'red' : 'orange'}
      icon={<IconAlertTriangle size={16} />}
      title={t('indices.floodBlock.title')}
      role="region"
      aria-label={t('indices.floodBlock.title')}
    >
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {shown.map((index) => (
            <List.Item key={index}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {index}
                </Text>
                <WriteButton
                  need={indexNeed('settings', index)}
                  size="compact-xs"
                  variant="light"
                  reason={writeReason}
                  loading={removal.isLoading}
                  aria-label={t('indices.floodBlock.removeLabel', { index })}
                  onClick={() => void remove([index])}
                >
                  {t('indices.floodBlock.remove')}
                </WriteButton>
              </Group>
            </List.Item>
          ))}
        </List>
        {indices.length > shown.length && (
          <Text size="sm">
            {t('indices.floodBlock.more', { count: indices.length - shown.length })}
          </Text>
        )}
        {indices.length > 1 && (
          <Group>
            <WriteButton
              size="xs"
              variant="light"
              reason={writeReason}
              loading={removal.isLoading}
              onClick={() => void remove(indices)}
            >
              {t('indices.floodBlock.removeAll', { count: indices.length })}
            </WriteButton>
          </Group>
        )}
        {floodNodes.length > 0 ? (
          <Text size="sm" fw={700}>
            {t('indices.floodBlock.hintActive', { nodes: floodNodes.join(', ') })}
          </Text>
        ) : (
          watermarks && (
            <Text size="sm">
              {t('indices.floodBlock.hint', { flood: valueText(t, watermarks.flood) })}
            </Text>
          )
        )}
      </Stack>
    </Alert>
  );
}

/** Brings the alert into view when the page was opened with its id as the hash. */
function useScrollIntoViewWhenLinked(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (shown && hash === `#${FLOOD_BLOCKED_ID}`) ref.current?.scrollIntoView?.();
  }, [shown, hash]);
  return ref;
}
