import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { flexRender, type Header, type Table as TanTable } from '@tanstack/react-table';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <IconArrowUp size={14} />;
  if (direction === 'desc') return <IconArrowDown size={14} />;
  return <IconArrowsSort size={14} opacity={0.35} />;
}

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) {
    return <Table.Th style={{ width: header.column.columnDef.size }}>{content}</Table.Th>;
  }
  const direction = header.column.getIsSorted();
  return (
    <Table.Th aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {content}
          <SortIcon direction={direction} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function DataTableHead<T>({ table }: { table: TanTable<T> }) {
  return (
    <Table.Thead>
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </Table.Tr>
      ))}
    </Table.Thead>
  );
}
