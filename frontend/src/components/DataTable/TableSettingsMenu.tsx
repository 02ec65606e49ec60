import { Button, Checkbox, Group, Indicator, Menu, ScrollArea, Stack, Switch } from '@mantine/core';
import type { VisibilityState } from '@tanstack/react-table';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { OnDemandMenu } from '../OnDemandPopup/OnDemandMenu';
import { IconButton } from '../PlainControls/plainButtons';
import {
  hiddenColumnCount,
  hideAllColumns,
  isColumnVisible,
  withColumnVisible,
} from './columnVisibility';

export interface SettingsColumn {
  id: string;
  label: string;
}

interface TableSettingsMenuProps {
  columns: readonly SettingsColumn[];
  visibility: VisibilityState;
  onVisibilityChange: (next: VisibilityState) => void;
  /** What Reset restores; every column visible when omitted. */
  defaultVisibility?: VisibilityState;
  /** The sticky header toggle shows when this handler is given. */
  stickyHeader?: boolean;
  onStickyHeaderChange?: (next: boolean) => void;
}

/** Table settings: sticky header, one checkbox per column, Clear and Reset. */
export function TableSettingsMenu(props: TableSettingsMenuProps) {
  const {
    columns,
    visibility,
    onVisibilityChange,
    defaultVisibility = {},
    onStickyHeaderChange,
  } = props;
  const { t } = useTranslation();
  const ids = columns.map((column) => column.id);
  const hidden = hiddenColumnCount(ids, visibility);

  return (
    <OnDemandMenu
      closeOnItemClick={false}
      position="bottom-end"
      withinPortal
      frame={(target) => (
        <Indicator label={hidden} size={16} disabled={hidden === 0}>
          {target}
        </Indicator>
      )}
      target={
        <IconButton variant="default" aria-label={t('components.tableSettings.title')}>
          <IconSettings size={16} />
        </IconButton>
      }
    >
      {onStickyHeaderChange && (
        <Switch
          m="xs"
          size="xs"
          label={t('components.tableSettings.stickyHeader')}
          checked={Boolean(props.stickyHeader)}
          onChange={(event) => onStickyHeaderChange(event.currentTarget.checked)}
        />
      )}
      <Menu.Label>{t('components.tableSettings.columns')}</Menu.Label>
      <ScrollArea.Autosize mah={320} px="xs">
        <Stack gap={6}>
          {columns.map((column) => (
            <Checkbox
              key={column.id}
              size="xs"
              label={column.label}
              checked={isColumnVisible(visibility, column.id)}
              onChange={(event) =>
                onVisibilityChange(
                  withColumnVisible(visibility, column.id, event.currentTarget.checked),
                )
              }
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group gap="xs" m="xs" justify="flex-end">
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => onVisibilityChange(hideAllColumns(ids))}
        >
          {t('components.tableSettings.clear')}
        </Button>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => onVisibilityChange({ ...defaultVisibility })}
        >
          {t('components.tableSettings.reset')}
        </Button>
      </Group>
    </OnDemandMenu>
  );
}
