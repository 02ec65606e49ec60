import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';

interface ResetToDefaultProps {
  onReset: () => void;
  /** Disabled while the field already holds its default. */
  isDefault: boolean;
  /** Names the field for screen readers: 'Reset to default: {field}'. */
  field: string;
}

/** The 'Reset to default' button inside a settings field. */
export function ResetToDefault({ onReset, isDefault, field }: ResetToDefaultProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      disabled={isDefault}
      onClick={onReset}
      aria-label={t('settings.fields.resetFor', { field })}
    >
      {t('settings.fields.reset')}
    </Button>
  );
}
