import { useEffect, useRef, useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { OnDemandMenu } from '../OnDemandPopup/OnDemandMenu';
import { IconButton } from '../PlainControls/plainButtons';
import { PlainGroup } from '../PlainControls/plainLayout';
import {
  AUTO_REFRESH_INTERVALS,
  singleFlight,
  startAutoRefresh,
  type AutoRefreshInterval,
  type ReloadFn,
} from './autoRefresh';

const MENU_BUTTON_STYLE = { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: 0 };

interface ReloadButtonProps {
  /** Reloads the data; return its promise so overlapping calls can be avoided. */
  onReload: ReloadFn;
  /** Data is being loaded for another reason (first load, another control). */
  loading?: boolean;
  /** Defaults to 'Reload'. */
  label?: string;
}

/** Reload button with an auto-refresh menu; auto-refresh stops when the button unmounts. */
export function ReloadButton({ onReload, loading = false, label }: ReloadButtonProps) {
  const { t } = useTranslation();
  const [interval, setIntervalMs] = useState<AutoRefreshInterval>(0);
  const [running, setRunning] = useState(false);
  const onReloadRef = useRef(onReload);
  const [reload] = useState(() =>
    singleFlight(async () => {
      setRunning(true);
      try {
        await onReloadRef.current();
      } finally {
        setRunning(false);
      }
    }),
  );

  useEffect(() => {
    onReloadRef.current = onReload;
  }, [onReload]);
  useEffect(() => startAutoRefresh(reload, interval), [reload, interval]);

  const intervalLabel = (ms: AutoRefreshInterval) =>
    ms === 0 ? t('components.reload.none') : t('components.reload.seconds', { seconds: ms / 1000 });

  return (
    <PlainGroup gap={0} wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} />}
        loading={loading || running}
        onClick={() => void reload()}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        {label ?? t('components.reload.reload')}
        {interval > 0 && ` (${intervalLabel(interval)})`}
      </Button>
      <OnDemandMenu
        position="bottom-end"
        withinPortal
        target={
          <IconButton
            variant="default"
            size={30}
            aria-label={t('components.reload.autoRefresh')}
            style={MENU_BUTTON_STYLE}
          >
            <IconChevronDown size={14} />
          </IconButton>
        }
      >
        <Menu.Label>{t('components.reload.autoRefresh')}</Menu.Label>
        {AUTO_REFRESH_INTERVALS.map((ms) => (
          <Menu.Item
            key={ms}
            onClick={() => setIntervalMs(ms)}
            rightSection={ms === interval ? <IconCheck size={14} /> : null}
          >
            {intervalLabel(ms)}
          </Menu.Item>
        ))}
      </OnDemandMenu>
    </PlainGroup>
  );
}
