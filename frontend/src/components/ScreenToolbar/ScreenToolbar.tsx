// The toolbar above a screen's table. Left: the heading, reload with auto-refresh and the
// screen's own controls. Right: the filter chip, the filter box, the settings menu and the
// screen's main action. Screens fill the slots; the frame and its order stay the same everywhere.
import type { ReactNode } from 'react';
import { FilterInput } from '../Filter/FilterInput';
import { FilterStateChip } from '../Filter/FilterStateChip';
import { PlainGroup, ScreenTitle } from '../PlainControls/plainLayout';
import { ReloadButton } from '../ReloadButton/ReloadButton';

/** The filter and its counts, as a list screen hands them to its toolbar. */
export interface ListFilterProps {
  filter: string;
  onFilterChange: (filter: string) => void;
  /** Rows that match the filter. */
  matched: number;
  /** Rows before filtering. */
  total: number;
}

/** Reloading, as a list screen hands it to its toolbar. */
export interface ListReloadProps {
  onReload: () => Promise<unknown>;
  loading: boolean;
}

export interface ScreenToolbarProps {
  /** The screen's heading; none when omitted. */
  title?: ReactNode;
  /** Long headings (a repository's name) may break anywhere. */
  breakTitle?: boolean;
  /** The filter with its counts, and reload; no reload button without onReload. */
  list: ListFilterProps & Partial<ListReloadProps>;
  /** No rows have arrived yet: the filter chip shows no count. */
  countsPending?: boolean;
  /** Filterable column names, for the filter box's hover title. */
  filterColumns?: readonly string[];
  /** The columns plain text searches, when fewer than `filterColumns`. */
  filterTextColumns?: readonly string[];
  /** The filter box's label; 'Filter' when omitted. */
  filterLabel?: string;
  /** After the heading and reload: links and the screen's own controls. */
  start?: ReactNode;
  /** Between the filter chip and the filter box. */
  beforeFilter?: ReactNode;
  /** Between the filter box and the settings menu. */
  afterFilter?: ReactNode;
  /** The settings menu (see SettingsMenu). */
  settings?: ReactNode;
  /** Last: the screen's main action, such as New. */
  end?: ReactNode;
}

const BREAK_TITLE = { wordBreak: 'break-word' } as const;

export function ScreenToolbar(props: ScreenToolbarProps) {
  const { list } = props;
  return (
    <PlainGroup justify="space-between" wrap="wrap" gap="sm">
      <PlainGroup gap="sm" wrap="wrap">
        {props.title !== undefined && (
          <ScreenTitle style={props.breakTitle ? BREAK_TITLE : undefined}>
            {props.title}
          </ScreenTitle>
        )}
        {list.onReload && <ReloadButton onReload={list.onReload} loading={list.loading} />}
        {props.start}
      </PlainGroup>
      <PlainGroup gap="sm" wrap="wrap">
        <FilterStateChip
          filter={list.filter}
          filtered={list.matched}
          total={list.total}
          loading={props.countsPending}
          onClear={() => list.onFilterChange('')}
        />
        {props.beforeFilter}
        <FilterInput
          value={list.filter}
          onChange={list.onFilterChange}
          columns={props.filterColumns}
          textColumns={props.filterTextColumns}
          label={props.filterLabel}
        />
        {props.afterFilter}
        {props.settings}
        {props.end}
      </PlainGroup>
    </PlainGroup>
  );
}
