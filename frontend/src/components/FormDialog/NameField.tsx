// The name of what a dialog creates or edits: marked required and focused when the dialog opens;
// where the item exists already its name is shown read-only (a name cannot be changed in place).
// The dialog says what is wrong with the name, if anything.
import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';

interface NameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the name (taken, not allowed); nothing when it is fine. */
  error?: ReactNode;
  /** The item exists: its name is shown, not edited, and the focus starts elsewhere. */
  fixed?: boolean;
  disabled?: boolean;
}

export function NameField({
  label,
  value,
  onChange,
  error,
  fixed = false,
  disabled,
}: NameFieldProps) {
  return (
    <TextInput
      label={label}
      withAsterisk
      aria-required
      data-autofocus={fixed ? undefined : true}
      readOnly={fixed}
      disabled={disabled}
      value={value}
      error={error || undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
