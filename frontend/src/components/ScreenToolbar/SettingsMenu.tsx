// A screen's settings: a gear button opening a menu of switches that stays open while
// they are toggled.
import { Switch } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import type { TFunction } from '../../i18n/translate';
import { OnDemandMenu } from '../OnDemandPopup/OnDemandMenu';
import { IconButton } from '../PlainControls/plainButtons';

export interface SettingSwitch {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

interface SettingsMenuProps {
  /** The gear button's accessible name. */
  label: string;
  switches: readonly SettingSwitch[];
}

export function SettingsMenu({ label, switches }: SettingsMenuProps) {
  return (
    <OnDemandMenu
      position="bottom-end"
      closeOnItemClick={false}
      withinPortal
      target={
        <IconButton variant="default" aria-label={label}>
          <IconSettings size={16} />
        </IconButton>
      }
    >
      {switches.map((setting) => (
        <Switch
          key={setting.label}
          m="xs"
          size="xs"
          label={setting.label}
          checked={setting.checked}
          onChange={(event) => setting.onChange(event.currentTarget.checked)}
        />
      ))}
    </OnDemandMenu>
  );
}

/** The table's sticky-header switch, worded as in the table settings. */
export function stickyHeaderSwitch(
  t: TFunction,
  checked: boolean,
  onChange: (sticky: boolean) => void,
): SettingSwitch {
  return { label: t('components.tableSettings.stickyHeader'), checked, onChange };
}
