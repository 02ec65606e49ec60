// A list of privilege or action names: the cluster's own names offered while typing, any name
// taken; a name the cluster does not list is said under the field (the engine may refuse it).
import { TagsInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { unknownNames } from './roleOptions';

/** Offered names shown at once: enough to choose from, few enough to stay quick. */
export const OFFERED_LIMIT = 100;

interface PrivilegeInputProps {
  label: string;
  value: string[];
  /** The names the cluster lists; empty when it could not be asked (nothing is flagged). */
  options: readonly string[];
  onChange: (value: string[]) => void;
  readOnly?: boolean;
}

export function PrivilegeInput({ label, value, options, onChange, readOnly }: PrivilegeInputProps) {
  const { t } = useTranslation();
  const unknown = unknownNames(value, options);
  return (
    <TagsInput
      label={label}
      value={value}
      data={options as string[]}
      limit={OFFERED_LIMIT}
      onChange={onChange}
      readOnly={readOnly}
      clearable={!readOnly}
      error={
        unknown.length > 0
          ? t('security.roleEditor.unknownNames', { names: unknown.join(', ') })
          : undefined
      }
    />
  );
}
