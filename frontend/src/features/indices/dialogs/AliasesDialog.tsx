// The Aliases dialog: the index's aliases, sorted, each with a Delete button
// (asked first), and a form to add one. Closing it reloads the indices list.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { queryRequestState } from '../../../api/queryState';
import { useActiveCluster, useEngineName } from '../../../store/hooks';
import { DataTable } from '../../../components/DataTable/DataTable';
import { DialogCloseRow, FormDialog } from '../../../components/FormDialog/FormDialog';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { notifyRequestError } from '../../../components/Notifications/notifyRequestError';
import { aliasColumns, type AliasRow } from './aliasColumns';
import { useAddAliasMutation, useDeleteAliasMutation, useIndexAliasesQuery } from '../indicesApi';
import { ask, notifySuccess } from '../actions/notices';

interface AliasesDialogProps {
  /** The index whose aliases are shown; null closes the dialog. */
  index: string | null;
  onClose: () => void;
}

export function AliasesDialog({ index, onClose }: AliasesDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={index !== null}
      onClose={onClose}
      title={t('indices.aliases.title')}
      size={600}
      maw="80vw"
    >
      {index !== null && <AliasesBody index={index} onClose={onClose} />}
    </FormDialog>
  );
}

const aliasRowId = (row: AliasRow) => row.alias;

function AliasesBody({ index, onClose }: { index: string; onClose: () => void }) {
  const { t } = useTranslation();
  const engine = useEngineName();
  const cluster = useActiveCluster();
  const query = useIndexAliasesQuery(index, { refetchOnMountOrArgChange: true });
  const [deleteAlias] = useDeleteAliasMutation();
  const rows = useMemo(() => (query.data ?? []).map((alias) => ({ alias })), [query.data]);

  const remove = useCallback(
    async (alias: string) => {
      const confirmed = await ask(t, {
        title: { key: 'indices.aliases.deleteTitle' },
        paragraphs: [{ key: 'indices.aliases.deleteQuestion', params: { alias, index } }],
        confirmLabel: { key: 'indices.aliases.delete' },
        danger: true,
      });
      if (!confirmed) return;
      try {
        notifySuccess(
          t,
          { key: 'indices.aliases.deleted', params: { alias } },
          await deleteAlias({ index, alias }).unwrap(),
        );
      } catch (error) {
        notifyRequestError(error, t, engine);
      }
    },
    [t, engine, index, deleteAlias],
  );
  const columns = useMemo(() => aliasColumns(t, (alias) => void remove(alias)), [t, remove]);

  return (
    <Stack gap="sm">
      <Text size="sm">{t('indices.aliases.index', { index })}</Text>
      <AddAliasForm index={index} />
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        <DataTable
          label={t('indices.aliases.title')}
          data={rows}
          columns={columns}
          getRowId={aliasRowId}
          initialSorting={[{ id: 'alias', desc: false }]}
          paginate={false}
          emptyText={t('indices.aliases.empty')}
        />
      </LoaderStatus>
      <DialogCloseRow label={t('indices.dialog.close')} onClose={onClose} />
    </Stack>
  );
}

function AddAliasForm({ index }: { index: string }) {
  const { t } = useTranslation();
  const engine = useEngineName();
  const [alias, setAlias] = useState('');
  const [addAlias, { isLoading }] = useAddAliasMutation();
  const name = alias.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name === '' || isLoading) return;
    try {
      notifySuccess(
        t,
        { key: 'indices.aliases.added', params: { alias: name } },
        await addAlias({ index, alias: name }).unwrap(),
      );
      setAlias('');
    } catch (error) {
      notifyRequestError(error, t, engine);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group align="flex-end" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label={t('indices.aliases.newAlias')}
          required
          data-autofocus
          value={alias}
          onChange={(event) => setAlias(event.currentTarget.value)}
        />
        <Button
          type="submit"
          leftSection={<IconPlus size={14} />}
          disabled={name === ''}
          loading={isLoading}
        >
          {t('indices.aliases.add')}
        </Button>
      </Group>
    </form>
  );
}
