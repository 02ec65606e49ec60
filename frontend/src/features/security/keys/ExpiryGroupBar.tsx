// Above the keys table: the expiry groups with their counts (every key, invalidated, expired,
// expiring within 7 or 30 days, later, never), one of which narrows the table, and the actions on
// the selected keys or on the whole group shown (the group once every key is read: it is not
// whole before).
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconBan, IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { formatNumber } from '../../../lib/locale';
import { SegmentSwitch } from '../../../components/SegmentSwitch/SegmentSwitch';
import {
  EXPIRY_GROUPS,
  type ExpiryGroup,
  type ExpiryGroupMembers,
} from '../../../engine/apiKeyExpiry';
import type { KeysReading } from './useApiKeyList';

export type GroupChoice = ExpiryGroup | 'all';

interface ExpiryGroupBarProps {
  groups: Record<ExpiryGroup, ExpiryGroupMembers>;
  total: number;
  value: GroupChoice;
  onChange: (value: GroupChoice) => void;
  /** Keys selected in the table that can still be invalidated. */
  selected: number;
  /** Keys of the group shown that can still be invalidated (none for every key). */
  inGroup: number;
  /** Selected keys that take a new expiration; null where the engine cannot give one. */
  renewable: number | null;
  /** Why writes are not offered (null when they are): no actions then, the list only.*/
  writeReason: string | null;
  onInvalidateSelected: () => void;
  onInvalidateGroup: () => void;
  onRenewSelected: () => void;
  /** The keys read so far while the rest are read: the groups are not whole yet. */
  reading: KeysReading | null;
}

export function ExpiryGroupBar(props: ExpiryGroupBarProps) {
  const { t } = useTranslation();
  const { groups, writeReason, reading } = props;
  const choices: GroupChoice[] = ['all', ...EXPIRY_GROUPS];
  return (
    <Group gap="sm" wrap="wrap" justify="space-between">
      <SegmentSwitch
        aria-label={t('security.keys.groups.label')}
        size="xs"
        data={choices.map((value) => ({
          value,
          label: t(`security.keys.groups.${value}`, {
            count: value === 'all' ? props.total : groups[value].count,
          }),
        }))}
        value={props.value}
        onChange={props.onChange}
      />
      {reading && (
        <Group gap={6} role="status">
          <Loader size={12} />
          <Text size="xs" c="dimmed">
            {reading.total === null
              ? t('security.keys.reading.uncounted', { read: formatNumber(reading.read) })
              : t('security.keys.reading.counted', {
                  read: formatNumber(reading.read),
                  total: formatNumber(reading.total),
                })}
          </Text>
        </Group>
      )}
      {writeReason === null && (
        <Group gap="xs">
          {props.selected > 0 && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconBan size={14} />}
              onClick={props.onInvalidateSelected}
            >
              {t('security.keys.invalidate.selected', { count: props.selected })}
            </Button>
          )}
          {props.renewable !== null && props.renewable > 0 && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCalendarTime size={14} />}
              onClick={props.onRenewSelected}
            >
              {t('security.keys.bulk.selected', { count: props.renewable })}
            </Button>
          )}
          {props.value !== 'all' && props.inGroup > 0 && !reading && (
            <Button
              size="xs"
              color="red"
              variant="subtle"
              leftSection={<IconBan size={14} />}
              onClick={props.onInvalidateGroup}
            >
              {t('security.keys.invalidate.group', { count: props.inGroup })}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
