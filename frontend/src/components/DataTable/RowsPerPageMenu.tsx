import { useState } from 'react';
import { Group, Menu, Switch } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../i18n/translate';
import { OnDemandMenu } from '../OnDemandPopup/OnDemandMenu';
import { confirm } from '../ConfirmDialog/confirm';
import { PlainButton } from '../PlainControls/plainButtons';
import { PlainGroup, SmallText } from '../PlainControls/plainLayout';
import {
  ROWS_PER_PAGE_OPTIONS,
  allowedPageSize,
  isSelectable,
  toggleOutcome,
  type RowsPerPageOption,
} from './rowsPerPage';
import { selectTable, setRowsPerPageAccepted, type TableState } from './tableSlice';

interface RowsPerPageMenuProps {
  pageSize: number;
  onChange: (pageSize: number) => void;
  /** The choices; the product's rows-per-page options when omitted. */
  options?: readonly RowsPerPageOption[];
  /** Defaults to 'Records per page'. */
  label?: string;
}

const optionText = (option: RowsPerPageOption) => option.label ?? String(option.value);

/**
 * 'Records per page' chooser. Options that need confirmation carry a toggle: switching it on
 * warns first, switching it off disables the option at once.
 */
export function RowsPerPageMenu({
  pageSize,
  onChange,
  options = ROWS_PER_PAGE_OPTIONS,
  label,
}: RowsPerPageMenuProps) {
  const { t } = useTranslation();
  const title = label ?? t('components.dataTable.recordsPerPage');
  const current = options.find((option) => option.value === pageSize);
  const dispatch = useDispatch();
  const accepted = useSelector(
    (state: { table: TableState }) => selectTable(state).rowsPerPageAccepted,
  );
  const [opened, setOpened] = useState(false);

  const onToggle = async (option: RowsPerPageOption, switchOn: boolean) => {
    const outcome = toggleOutcome(switchOn, accepted);
    if (outcome === 'revoke') {
      dispatch(setRowsPerPageAccepted(false));
      const fallback = allowedPageSize(pageSize, false, options);
      if (fallback !== pageSize) onChange(fallback);
    } else if (outcome === 'ask') {
      // The warning dialog takes the focus; the menu must not hold on to it.
      setOpened(false);
      const ok = await confirm({
        title: t('components.dataTable.largePageTitle'),
        message: t('components.dataTable.largePageWarning', { value: optionText(option) }),
        confirmLabel: t('components.dataTable.largePageConfirm'),
      });
      if (ok) dispatch(setRowsPerPageAccepted(true));
    }
  };

  return (
    <PlainGroup gap="xs" wrap="nowrap">
      <SmallText>{title}</SmallText>
      <OnDemandMenu
        opened={opened}
        onChange={setOpened}
        position="top-end"
        withinPortal
        target={
          <PlainButton
            size="compact-sm"
            rightSection={<IconChevronDown size={14} />}
            aria-label={title}
          >
            {current ? optionText(current) : pageSize}
          </PlainButton>
        }
      >
        {options.map((option) => (
          <Group key={option.value} gap={4} wrap="nowrap" justify="space-between">
            <Menu.Item
              disabled={!isSelectable(option, accepted)}
              onClick={() => onChange(option.value)}
              rightSection={option.value === pageSize ? <IconCheck size={14} /> : null}
            >
              {optionText(option)}
            </Menu.Item>
            {option.needsConfirm && (
              <Switch
                size="xs"
                pr="xs"
                checked={accepted}
                aria-label={t('components.dataTable.enableOption', { value: optionText(option) })}
                onChange={(event) => void onToggle(option, event.currentTarget.checked)}
              />
            )}
          </Group>
        ))}
      </OnDemandMenu>
    </PlainGroup>
  );
}
