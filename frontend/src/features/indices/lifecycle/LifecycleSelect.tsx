// The toolbar's lifecycle select, beside the health one: every index, the managed ones, the
// unmanaged ones, or those whose lifecycle step failed.
import { Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { LIFECYCLE_CHOICES, type LifecycleChoice } from './lifecycleRows';

interface LifecycleSelectProps {
  value: LifecycleChoice | null;
  onChange: (choice: LifecycleChoice | null) => void;
}

export function LifecycleSelect({ value, onChange }: LifecycleSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      size="xs"
      w={170}
      aria-label={t('indices.lifecycle.filter.label')}
      placeholder={t('indices.lifecycle.filter.any')}
      data={LIFECYCLE_CHOICES.map((choice) => ({
        value: choice,
        label: t(`indices.lifecycle.filter.${choice}`),
      }))}
      value={value}
      onChange={(choice) => onChange((choice as LifecycleChoice | null) ?? null)}
      clearable
      allowDeselect
    />
  );
}
