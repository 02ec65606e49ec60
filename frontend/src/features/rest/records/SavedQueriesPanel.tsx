import { useMemo, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { RecordsPanel, type PanelActions } from './RecordsPanel';
import { matchesSaved, SAVED_FILTER_COLUMNS, savedQueryColumns } from './recordColumns';
import type { RestRecords, SavedQueryRow } from './useRestRecords';

/** The Saved queries panel: saved requests with an optional name that can be changed. */
export function SavedQueriesPanel({
  records,
  ...actions
}: PanelActions & { records: RestRecords }) {
  const { t } = useTranslation();
  const columns = useMemo(() => savedQueryColumns(t), [t]);
  return (
    <RecordsPanel
      {...actions}
      title={t('rest.saved.title')}
      rows={records.savedQueries}
      columns={columns}
      filterFn={matchesSaved}
      filterColumns={SAVED_FILTER_COLUMNS}
      emptyText={t('rest.saved.empty')}
      rowControls={(row) => <SavedQueryControls key={row.id} row={row} records={records} />}
    />
  );
}

function SavedQueryControls({ row, records }: { row: SavedQueryRow; records: RestRecords }) {
  const { t } = useTranslation();
  const [name, setName] = useState(row.name ?? '');
  const commit = () => {
    if (name.trim() !== (row.name ?? '')) void records.renameQuery(row.id, name);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        size="xs"
        aria-label={t('rest.saved.name')}
        placeholder={t('rest.saved.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => void records.deleteQuery(row.id)}
      >
        {t('rest.records.delete')}
      </Button>
    </Group>
  );
}
