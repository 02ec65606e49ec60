import { use, type ReactNode } from 'react';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { FirstLoadContext } from '../LoaderStatus/firstLoad';
import { pageCount, pageRange, showFirstLastButtons } from './pagination';
import { IconButton } from '../PlainControls/plainButtons';
import { PlainGroup, SmallText } from '../PlainControls/plainLayout';
import { RowsPerPageMenu } from './RowsPerPageMenu';
import type { RowsPerPageOption } from './rowsPerPage';

interface TableFooterProps {
  pageIndex: number;
  pageSize: number;
  rowCount: number;
  /** The first answer is pending: no '0-0 of 0' range. Known by itself inside a loading LoaderStatus. */
  loading?: boolean;
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Page size choices; the product's rows-per-page options when omitted. */
  pageSizeOptions?: readonly RowsPerPageOption[];
  /** Label of the page size choice; 'Records per page' when omitted. */
  pageSizeLabel?: string;
}

/**
 * 'Records per page', '{from}-{to} of {total}' and page buttons, in plain elements: every table
 * has one.
 */
export function TableFooter(props: TableFooterProps) {
  const { pageIndex, pageSize, rowCount, onPageIndexChange, onPageSizeChange } = props;
  const { t } = useTranslation();
  const loading = props.loading ?? use(FirstLoadContext);
  const pages = pageCount(rowCount, pageSize);
  const range = pageRange(pageIndex, pageSize, rowCount);
  const edges = showFirstLastButtons(pages);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= pages - 1;
  const button = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <IconButton
      size="sm"
      aria-label={label}
      disabled={disabled}
      onClick={() => onPageIndexChange(target)}
    >
      {icon}
    </IconButton>
  );

  return (
    <PlainGroup
      justify="flex-end"
      gap="md"
      wrap="wrap"
      role="navigation"
      aria-label={t('components.dataTable.pagination')}
    >
      <RowsPerPageMenu
        pageSize={pageSize}
        onChange={onPageSizeChange}
        options={props.pageSizeOptions}
        label={props.pageSizeLabel}
      />
      {!loading && <SmallText>{t('components.dataTable.range', { ...range })}</SmallText>}
      <PlainGroup gap={2} wrap="nowrap">
        {edges &&
          button(t('components.dataTable.firstPage'), 0, atStart, <IconChevronsLeft size={16} />)}
        {button(
          t('components.dataTable.previousPage'),
          pageIndex - 1,
          atStart,
          <IconChevronLeft size={16} />,
        )}
        {button(
          t('components.dataTable.nextPage'),
          pageIndex + 1,
          atEnd,
          <IconChevronRight size={16} />,
        )}
        {edges &&
          button(
            t('components.dataTable.lastPage'),
            pages - 1,
            atEnd,
            <IconChevronsRight size={16} />,
          )}
      </PlainGroup>
    </PlainGroup>
  );
}
