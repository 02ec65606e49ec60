// The transfer screen: documents into an index from a file or pasted text, documents out of an
// index or a query's matches into a file, and an index or a query's matches copied to another
// cluster or under another name. One view at a time, chosen in the URL, which also
// names the index the view starts on (the indices screen's row menu links here with it).
import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import {
  TRANSFER_INDEX_PARAM,
  TRANSFER_VIEWS,
  TRANSFER_VIEW_PARAM,
  type TransferView,
} from '../../routing/screenPaths';
import { SegmentSwitch } from '../../components/SegmentSwitch/SegmentSwitch';
import { CopyView } from './copy/CopyView';
import { ExportView } from './export/ExportView';
import { ImportView } from './import/ImportView';

/** The view the address names; import when it names none or one that does not exist. */
export function shownTransferView(param: string | null): TransferView {
  return TRANSFER_VIEWS.find((view) => view === param) ?? 'import';
}

export function TransferScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = shownTransferView(params.get(TRANSFER_VIEW_PARAM));
  const index = params.get(TRANSFER_INDEX_PARAM) ?? '';

  return (
    <Stack gap="sm">
      <Title order={2}>{t('transfer.title')}</Title>
      <SegmentSwitch
        aria-label={t('transfer.view.label')}
        data={TRANSFER_VIEWS.map((value) => ({ value, label: t(`transfer.view.${value}`) }))}
        value={view}
        onChange={(next) => setParams({ [TRANSFER_VIEW_PARAM]: next }, { replace: true })}
      />
      {view === 'export' && <ExportView initialIndex={index} />}
      {view === 'copy' && <CopyView initialIndex={index} />}
      {view === 'import' && <ImportView initialIndex={index} />}
    </Stack>
  );
}
