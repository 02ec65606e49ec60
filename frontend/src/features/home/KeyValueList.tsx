// The label/value rows of the information and health cards, as a description list. Values come
// from the cluster and are rendered as text.
import { Box, Group, Text } from '@mantine/core';
import { useTranslation, type KeysUnder, type TranslationKey } from '../../i18n/translate';
import { StatusDot, type HealthStatus } from '../../components/StatusDot/StatusDot';
import type { CardRow, RowValue } from './cardRows';
import { formatCount } from './numbers';

type LabelGroup = 'home.info' | 'home.health' | 'home.disk';

interface KeyValueListProps<Group extends LabelGroup> {
  rows: CardRow<KeysUnder<Group>>[];
  /** The group of the rows' labels: their keys are below it. */
  labels: Group;
}

/** The key of a row's label: one below its group, so a key of the strings. */
function labelKey<Group extends LabelGroup>(group: Group, label: KeysUnder<Group>): TranslationKey {
  return `${group}.${label}` as TranslationKey;
}

export function KeyValueList<Group extends LabelGroup>({ rows, labels }: KeyValueListProps<Group>) {
  const { t } = useTranslation();
  return (
    <Box component="dl" m={0}>
      {rows.map((row) => (
        <Group
          key={row.label}
          justify="space-between"
          wrap="nowrap"
          gap="md"
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text component="dt" size="sm" c="dimmed" style={{ flex: 'none' }}>
            {t(labelKey(labels, row.label))}
          </Text>
          <Text component="dd" size="sm" m={0} ta="right" style={{ wordBreak: 'break-all' }}>
            <Value value={row.value} />
          </Text>
        </Group>
      ))}
    </Box>
  );
}

const HEALTH: readonly string[] = ['green', 'yellow', 'red'];

function Value({ value }: { value: RowValue }) {
  const { t, i18n } = useTranslation();
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'count':
      return formatCount(value.value, i18n.language);
    case 'boolean':
      return t(value.value ? 'home.values.yes' : 'home.values.no');
    case 'millis':
      return t('home.values.millis', { value: formatCount(value.value, i18n.language) });
    case 'status':
      return (
        <Group component="span" gap={6} justify="flex-end" wrap="nowrap">
          {HEALTH.includes(value.status) && <StatusDot status={value.status as HealthStatus} />}
          {value.status}
        </Group>
      );
  }
}
