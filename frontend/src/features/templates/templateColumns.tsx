// Columns of the index templates table: name, led by the expand icon, and the
// index patterns.
import { Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../../components/DataTable/types';
import type { TemplateRow } from './templateRows';

export function templateColumns(
  t: TFunction,
  isExpanded: (name: string) => boolean,
): DataTableColumn<TemplateRow>[] {
  return [
    {
      id: 'name',
      header: t('templates.columns.name'),
      accessorFn: (row) => row.name,
      cell: ({ row }) => {
        const open = isExpanded(row.original.name);
        const Icon = open ? IconChevronDown : IconChevronRight;
        return (
          <Group gap={6} wrap="nowrap">
            <Icon
              size={16}
              role="img"
              aria-label={t(open ? 'templates.collapse' : 'templates.expand')}
            />
            <Text size="sm" component="span">
              {row.original.name}
            </Text>
          </Group>
        );
      },
    },
    {
      id: 'indexPatterns',
      header: t('templates.columns.indexPatterns'),
      accessorFn: (row) => row.indexPatterns,
    },
  ];
}
