// The field of one main option of a processor: one line of text, several lines for a script or
// a list written one entry per line, or a choice among the values the engine accepts. Its label
// is the option's name in the user's language.
import { Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { useEngine } from '../../engine/useEngine';
import { CODE_INPUT } from './codeInput';
import { choicesOf, type MainOption } from './processorOptions';

interface MainOptionFieldProps {
  option: MainOption;
  value: string;
  onChange: (value: string) => void;
}

export function MainOptionField({ option, value, onChange }: MainOptionFieldProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const label = t(`ingest.options.${option.key}`);
  if (option.kind === 'choice') {
    const choices = choicesOf(option, engine);
    // A value read from a pipeline stays offered even when the list does not hold it.
    const data = value === '' || choices.includes(value) ? choices : [value, ...choices];
    return (
      <Select
        label={label}
        data={data}
        value={value === '' ? null : value}
        onChange={(chosen) => onChange(chosen ?? '')}
        clearable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
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
      styles={CODE_INPUT}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
