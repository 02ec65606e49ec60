import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { RecordsPanel, type PanelActions } from './RecordsPanel';
import { HISTORY_FILTER_COLUMNS, historyColumns, matchesHistory } from './recordColumns';
import type { RestRecords } from './useRestRecords';

/** The History panel: the requests that got an ok answer, newest first. */
export function HistoryPanel({ records, ...actions }: PanelActions & { records: RestRecords }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => historyColumns(t, i18n.language), [t, i18n.language]);
  const clear = async () => {
    const ok = await confirm({
      title: t('rest.history.clearTitle'),
      message: t('rest.history.clearMessage', { count: records.history.length }),
      confirmLabel: t('rest.history.clear'),
      danger: true,
    });
    if (ok) await records.clearHistory();
  };

  return (
    <RecordsPanel
      {...actions}
      title={t('rest.history.title')}
      rows={records.history}
      columns={columns}
      filterFn={matchesHistory}
      filterColumns={HISTORY_FILTER_COLUMNS}
      emptyText={t('rest.history.empty')}
      toolbar={
        <Button
          size="xs"
          variant="default"
          color="red"
          disabled={records.history.length === 0}
          onClick={() => void clear()}
        >
          {t('rest.history.clear')}
        </Button>
      }
      rowControls={(row) => (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => void records.deleteHistory(row.id)}
        >
          {t('rest.records.delete')}
        </Button>
      )}
    />
  );
}
