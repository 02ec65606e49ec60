// A text area for JSON written by hand (a processor's other options, an on_failure list): the
// text in the monospace font, checked as the user types, the error under it.
import { Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { CODE_INPUT } from './codeInput';
import { jsonFieldError } from './jsonFieldError';

interface JsonTextareaProps {
  label: string;
  value: string;
  /** What the text must hold once it is not empty. */
  kind: 'list' | 'object';
  onChange: (value: string) => void;
}

export function JsonTextarea({ label, value, kind, onChange }: JsonTextareaProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={label}
      autosize
      minRows={2}
      maxRows={12}
      styles={CODE_INPUT}
      value={value}
      error={jsonFieldError(t, value, kind)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
