// The head of the mappings dialog: the number of fields against the index's field limit (in the
// warning colour above 90%, and said in words too), and the dynamic setting of the mapping.
import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { nearFieldLimit } from './fieldLimit';
import { countMappedFields, type MappingTree } from './mappingTree';

interface MappingSummaryProps {
  tree: MappingTree;
  /** null when the settings could not be read. */
  limit: number | null;
}

export function MappingSummary({ tree, limit }: MappingSummaryProps) {
  const { t } = useTranslation();
  const count = countMappedFields(tree);
  const near = limit !== null && nearFieldLimit(count, limit);
  return (
    <Group gap="lg" mb="xs">
      <Text
        size="sm"
        c={near ? 'orange.8' : undefined}
        fw={near ? 600 : undefined}
        data-testid="mapping-field-count"
      >
        {limit === null
          ? t('indices.mappingsDialog.fieldsOnly', { count })
          : t('indices.mappingsDialog.fieldCount', { fields: count, count: limit })}
        {near && ` ${t('indices.mappingsDialog.nearLimit')}`}
      </Text>
      <Text size="sm">
        {tree.dynamic === null
          ? t('indices.mappingsDialog.dynamicDefault')
          : t('indices.mappingsDialog.dynamic', { value: tree.dynamic })}
      </Text>
    </Group>
  );
}
