import { Badge, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';

interface FilterStateChipProps {
  filter: string;
  /** Rows that match. */
  filtered: number;
  /** Rows before filtering. */
  total: number;
  /** The rows have not arrived yet: no '0 / 0' count. */
  loading?: boolean;
  onClear: () => void;
}

/** "Filter: '{filter}'" with the match count; clicking it clears the filter. Hidden without a filter. */
export function FilterStateChip({
  filter,
  filtered,
  total,
  loading,
  onClear,
}: FilterStateChipProps) {
  const { t } = useTranslation();
  if (filter.trim() === '') return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge
        component="button"
        type="button"
        variant="light"
        radius="sm"
        rightSection={<IconX size={12} />}
        onClick={onClear}
        title={t('components.filter.clear')}
        style={{ cursor: 'pointer', textTransform: 'none' }}
      >
        {t('components.filter.chip', { filter })}
      </Badge>
      {!loading && (
        <Text size="xs" c="dimmed">
          {t('components.filter.matches', { filtered, total })}
        </Text>
      )}
    </Group>
  );
}
