// Columns of the API keys table at the time of the answer (`now`): name (which opens the row),
// a short id, owner, realm, created, expires (relative and absolute) and status. A row's buttons
// update the key (the connected user's own working keys, where the engine can) and invalidate it,
// where writes are offered. Cluster text is rendered as text only.
import { Badge, Stack, Text } from '@mantine/core';
import { IconBan, IconPencil } from '@tabler/icons-react';
import type { KeysUnder, TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import {
  ExpandableName,
  rowAction,
  rowActionsColumn,
  type RowHandler,
} from '../../../components/ListScreen/listCells';
import { actionWords, toggleLabel } from '../../../components/ListScreen/listTexts';
import type { ApiKeyRow } from '../../../engine/apiKeyExpiry';
import { formatDateTime } from '../../../lib/dates';
import { formatLocale } from '../../../lib/locale';
import { Marks } from '../Marks';
import { relativeTime, shortId, type ApiKeyStatus } from './apiKeyRows';

/** A key as the table shows it: its status and whether the connected user may update it. */
export interface KeyRow extends ApiKeyRow {
  status: ApiKeyStatus;
  /** A key of the connected user. */
  own: boolean;
  /** A working key of the connected user: the update APIs take it. */
  updatable: boolean;
}

export interface KeyRowActions {
  isExpanded: (key: string) => boolean;
  onInvalidate: RowHandler<KeyRow>;
  onUpdate: RowHandler<KeyRow>;
}

const STATUS_COLOR: Record<ApiKeyStatus, string> = {
  active: 'teal',
  expired: 'orange',
  invalidated: 'gray',
};

/** The name shown for a key: its name, or its id for keys made before names were asked for. */
export const keyName = (row: ApiKeyRow) => row.name ?? row.id;

function expiresCell(t: TFunction, row: KeyRow, now: number) {
  if (row.expiration === null) return t('security.keys.never');
  return (
    <Stack gap={0}>
      <Text size="sm" component="span">
        {relativeTime(row.expiration, now, formatLocale())}
      </Text>
      <Text size="xs" c="dimmed" component="span">
        {formatDateTime(row.expiration)}
      </Text>
    </Stack>
  );
}

/** The columns of the table answered at `now`; Update only where the engine can update keys. */
export const apiKeyColumnsAt =
  (now: number, canUpdate: boolean) =>
  (t: TFunction, actions: KeyRowActions): DataTableColumn<KeyRow>[] => {
    const header = (id: KeysUnder<'security.keys.columns'>) => t(`security.keys.columns.${id}`);
    return [
      {
        id: 'name',
        header: header('name'),
        accessorFn: keyName,
        cell: ({ row: { original: row } }) => {
          const open = actions.isExpanded(row.id);
          return (
            <ExpandableName
              open={open}
              label={toggleLabel(t, 'security.keys', open)}
              after={<Marks marks={[row.own && t('security.keys.yours')]} />}
            >
              {keyName(row)}
            </ExpandableName>
          );
        },
      },
      {
        id: 'id',
        header: header('id'),
        accessorFn: (row) => row.id,
        cell: ({ row }) => <span title={row.original.id}>{shortId(row.original.id)}</span>,
      },
      { id: 'username', header: header('owner'), accessorFn: (row) => row.username },
      { id: 'realm', header: header('realm'), accessorFn: (row) => row.realm },
      {
        id: 'creation',
        header: header('created'),
        accessorFn: (row) => row.creation,
        cell: ({ row }) => formatDateTime(row.original.creation),
      },
      {
        id: 'expiration',
        header: header('expires'),
        // Keys that never expire sort after every date.
        accessorFn: (row) => row.expiration ?? Number.MAX_SAFE_INTEGER,
        cell: ({ row }) => expiresCell(t, row.original, now),
      },
      {
        id: 'status',
        header: header('status'),
        accessorFn: (row) => row.status,
        cell: ({ row }) => (
          <Badge size="sm" variant="light" color={STATUS_COLOR[row.original.status]}>
            {t(`security.keys.status.${row.original.status}`)}
          </Badge>
        ),
      },
      rowActionsColumn(header('actions'), (row) => {
        const values = { name: keyName(row) };
        return [
          canUpdate && row.updatable
            ? rowAction(
                {
                  icon: <IconPencil size={12} />,
                  ...actionWords(
                    t,
                    'security.keys.update.button',
                    'security.keys.update.buttonFor',
                    values,
                  ),
                },
                row,
                actions.onUpdate,
              )
            : null,
          row.status === 'invalidated'
            ? null
            : rowAction(
                {
                  icon: <IconBan size={12} />,
                  color: 'red',
                  ...actionWords(
                    t,
                    'security.keys.invalidate.button',
                    'security.keys.invalidate.buttonFor',
                    values,
                  ),
                },
                row,
                actions.onInvalidate,
              ),
        ];
      }),
    ];
  };
