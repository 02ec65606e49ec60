// The control of cluster.routing.allocation.enable: the value in force and its scope, the four
// values with what each means for a rolling restart, Apply, and 'Set back to all' (removes the
// value from its scope so the default applies). Both writes ask first, showing the request.
import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { WriteButton } from '../WriteAccess/WriteButton';
import {
  ALLOCATION_ENABLE,
  ALLOCATION_VALUES,
  allocationChange,
  allocationReset,
  isAllocationValue,
  type AllocationState,
  type AllocationValue,
} from './allocationEnable';
import { useSettingChange } from './useSettingChange';
import { SegmentSwitch } from '../SegmentSwitch/SegmentSwitch';
import { WRITE_NEEDS } from '../../engine/writeNeeds';

export interface AllocationEnableControlProps {
  state: AllocationState;
  /** Why writes are not offered (null offers them). */
  writeReason: string | null;
  /** Names the search engine in a server error's notification. */
  engine: string;
  /** Called after the cluster accepted a change. */
  onChanged?: () => void;
}

export function AllocationEnableControl(props: AllocationEnableControlProps) {
  const { t } = useTranslation();
  const { state, writeReason } = props;
  const current: AllocationValue = isAllocationValue(state.value) ? state.value : 'all';
  const [choice, setChoice] = useState<AllocationValue>(current);
  // A reloaded value in force becomes the choice again.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setChoice(current);
  }
  const { send, busy } = useSettingChange(props.engine);
  const title = t('components.allocationEnable.title');
  const reset = allocationReset(state);

  const sendChange = async (change: Parameters<typeof send>[0]) => {
    if (await send(change, title)) props.onChanged?.();
  };

  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('components.allocationEnable.current', {
          name: ALLOCATION_ENABLE,
          value: state.value,
          source: t(`components.allocationEnable.source.${state.source}`),
        })}
      </Text>
      <SegmentSwitch
        size="xs"
        aria-label={title}
        data={ALLOCATION_VALUES.map((value) => ({ value, label: value }))}
        value={choice}
        onChange={setChoice}
      />
      <Text size="sm" c="dimmed">
        {t(`components.allocationEnable.meaning.${choice}`)}
      </Text>
      <Group gap="xs">
        <WriteButton
          size="xs"
          reason={writeReason}
          need={WRITE_NEEDS.clusterSettings}
          disabled={choice === state.value}
          loading={busy}
          onClick={() => void sendChange(allocationChange(state, choice))}
        >
          {t('components.allocationEnable.apply', { value: choice })}
        </WriteButton>
        {reset && state.value !== 'all' && (
          <WriteButton
            size="xs"
            variant="light"
            reason={writeReason}
            need={WRITE_NEEDS.clusterSettings}
            loading={busy}
            onClick={() => void sendChange(reset)}
          >
            {t('components.allocationEnable.setBackToAll')}
          </WriteButton>
        )}
      </Group>
    </Stack>
  );
}
