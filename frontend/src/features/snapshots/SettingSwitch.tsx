// A boolean setting of a repository or a snapshot policy as a switch, labelled with what the
// user reads beside it (the setting's own name, say).
import { Switch } from '@mantine/core';

interface SettingSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SettingSwitch({ label, checked, onChange }: SettingSwitchProps) {
  return (
    <Switch
      label={label}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
