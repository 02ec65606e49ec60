// Columns of the index templates table (data spec 2.7): the expand icon, name and patterns.
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../components/DataTable/types';
import type { TemplateRow } from './templateRows';

export function templateColumns(t: TFunction, isExpanded: (name: string) => boolean): DataTableColumn<TemplateRow>[] {
  return [
    {
      id: 'expand',
      header: '',
      enableSorting: false,
      cell: ({ row }) => {
        const open = isExpanded(row.original.name);
        const Icon = open ? IconChevronDown : IconChevronRight;
        return <Icon size={16} aria-label={t(open ? 'templates.collapse' : 'templates.expand')} role="img" />;
      },
    },
    { id: 'name', header: t('templates.columns.name'), accessorFn: (row) => row.name },
    { id: 'indexPatterns', header: t('templates.columns.indexPatterns'), accessorFn: (row) => row.indexPatterns },
  ];
}
