// The toolbar above a screen's table. Left: the heading, reload with auto-refresh and the
// screen's own controls. Right: the filter chip, the filter box, the settings menu and the
// screen's main action. Screens fill the slots; the frame and its order stay the same everywhere.
import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import { FilterInput } from '../Filter/FilterInput';
import { FilterStateChip } from '../Filter/FilterStateChip';
import { ReloadButton } from '../ReloadButton/ReloadButton';

export interface ToolbarFilter {
  value: string;
  onChange: (filter: string) => void;
  /** Rows that match the filter. */
  matched: number;
  /** Rows before filtering. */
  total: number;
  /** No rows have arrived yet: the chip shows no count. */
  loading?: boolean;
  /** Filterable column names, for the filter box's hover title. */
  columns?: readonly string[];
  /** The columns plain text searches, when fewer than `columns`. */
  textColumns?: readonly string[];
  /** The filter box's label; 'Filter' when omitted. */
  label?: string;
}

export interface ScreenToolbarProps {
  /** The screen's heading; none when omitted. */
  title?: ReactNode;
  /** Long headings (a repository's name) may break anywhere. */
  breakTitle?: boolean;
  /** Reloads the screen's data; no reload button when omitted. */
  onReload?: () => Promise<unknown>;
  loading?: boolean;
  /** After the heading and reload: links and the screen's own controls. */
  start?: ReactNode;
  filter: ToolbarFilter;
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
  const { filter } = props;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        {props.title !== undefined && (
          <Title order={2} style={props.breakTitle ? BREAK_TITLE : undefined}>
            {props.title}
          </Title>
        )}
        {props.onReload && <ReloadButton onReload={props.onReload} loading={props.loading} />}
        {props.start}
      </Group>
      <Group gap="sm" wrap="wrap">
        <FilterStateChip
          filter={filter.value}
          filtered={filter.matched}
          total={filter.total}
          loading={filter.loading}
          onClear={() => filter.onChange('')}
        />
        {props.beforeFilter}
        <FilterInput
          value={filter.value}
          onChange={filter.onChange}
          columns={filter.columns}
          textColumns={filter.textColumns}
          label={filter.label}
        />
        {props.afterFilter}
        {props.settings}
        {props.end}
      </Group>
    </Group>
  );
}
