import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { ResetToDefault } from './ResetToDefault';
import { isInvalidRegex } from './settingsFields';

interface RegexFieldProps {
  label: string;
  description: string;
  value: string;
  defaultValue: string;
  onChange: (pattern: string) => void;
  onReset: () => void;
}

/** A hide pattern, saved as typed; one that does not compile is flagged and hides nothing. */
export function RegexField({
  label,
  description,
  value,
  defaultValue,
  onChange,
  onReset,
}: RegexFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={isInvalidRegex(value) ? t('settings.fields.invalidRegex') : undefined}
      spellCheck={false}
      autoComplete="off"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSectionWidth={140}
      rightSection={
        <ResetToDefault onReset={onReset} isDefault={value === defaultValue} field={label} />
      }
    />
  );
}
