// Above the results: the current-page filter with its counts, the Bulk menu
// with '{n} selected', 'Download as JSON', 'Export matches' (every match, to the transfer screen)
// and the table settings (sticky header, columns).
// Every Bulk action writes: without writes Bulk stays in place, disabled, saying why.
import { Button, Menu, Text } from '@mantine/core';
import type { VisibilityState } from '@tanstack/react-table';
import { IconChevronDown, IconFileExport, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translate';
import {
  TableSettingsMenu,
  type SettingsColumn,
} from '../../../components/DataTable/TableSettingsMenu';
import { DownloadButton } from '../../../components/DownloadButton/DownloadButton';
import { OnDemandMenu } from '../../../components/OnDemandPopup/OnDemandMenu';
import { ScreenToolbar } from '../../../components/ScreenToolbar/ScreenToolbar';
import { WriteButton } from '../../../components/WriteAccess/WriteButton';
import { PlainButton } from '../../../components/PlainControls/plainButtons';

export const DOWNLOAD_FILE_NAME = 'search.json';

interface ResultsToolbarProps {
  filter: string;
  onFilterChange: (filter: string) => void;
  matched: number;
  pageRows: number;
  selected: number;
  onBulkDelete: () => void;
  /** Why writes are not offered (null when they are). */
  writeReason: string | null;
  /** The search answer to download; null disables the button. */
  download: unknown;
  /** The export of every match of the search; null while the query does not parse. */
  exportHref: string | null;
  columns: readonly SettingsColumn[];
  visibility: VisibilityState;
  onVisibilityChange: (next: VisibilityState) => void;
  stickyHeader: boolean;
  onStickyHeaderChange: (sticky: boolean) => void;
}

export function ResultsToolbar(props: ResultsToolbarProps) {
  const { t } = useTranslation();
  const { selected } = props;
  return (
    <ScreenToolbar
      start={
        <>
          {props.writeReason === null ? (
            <BulkMenu selected={selected} onBulkDelete={props.onBulkDelete} />
          ) : (
            <WriteButton
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} />}
              reason={props.writeReason}
              onClick={() => undefined}
            >
              {t('search.results.bulk')}
            </WriteButton>
          )}
          <Text size="sm">{t('search.results.selected', { count: selected })}</Text>
          <DownloadButton
            data={props.download}
            fileName={DOWNLOAD_FILE_NAME}
            label={t('search.results.download')}
            disabled={props.download === null}
          />
          {props.exportHref !== null && (
            <Button
              component={Link}
              to={props.exportHref}
              size="xs"
              variant="default"
              leftSection={<IconFileExport size={14} />}
              title={t('transfer.export.links.searchMatchesHint')}
            >
              {t('transfer.export.links.searchMatches')}
            </Button>
          )}
        </>
      }
      list={{ ...props, total: props.pageRows }}
      filterLabel={t('search.results.filter')}
      settings={
        <TableSettingsMenu
          columns={props.columns}
          visibility={props.visibility}
          onVisibilityChange={props.onVisibilityChange}
          stickyHeader={props.stickyHeader}
          onStickyHeaderChange={props.onStickyHeaderChange}
        />
      }
    />
  );
}

function BulkMenu({ selected, onBulkDelete }: { selected: number; onBulkDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <OnDemandMenu
      position="bottom-start"
      withinPortal
      target={
        <PlainButton
          size="xs"
          disabled={selected === 0}
          rightSection={<IconChevronDown size={14} />}
        >
          {t('search.results.bulk')}
        </PlainButton>
      }
    >
      <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onBulkDelete}>
        {t('search.results.bulkDelete')}
      </Menu.Item>
    </OnDemandMenu>
  );
}
