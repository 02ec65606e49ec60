// The field of one main option of a processor: one line of text, or several lines for a script
// or a list written one entry per line. Its label is the option's name in the user's language.
import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import type { MainOption } from './processorOptions';

interface MainOptionFieldProps {
  option: MainOption;
  value: string;
  onChange: (value: string) => void;
}

export function MainOptionField({ option, value, onChange }: MainOptionFieldProps) {
  const { t } = useTranslation();
  const label = t(`ingest.options.${option.key}`);
  if (option.kind === 'text')
    return (
      <TextInput
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  return (
    <Textarea
      label={label}
      autosize
      minRows={option.kind === 'code' ? 3 : 1}
      maxRows={12}
      ff="monospace"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
