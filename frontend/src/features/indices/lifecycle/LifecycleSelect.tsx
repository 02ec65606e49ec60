// The toolbar's lifecycle select, beside the health one: every index, the managed ones, the
// unmanaged ones, or those whose lifecycle step failed.
import { ChoiceSelect } from '../../../components/ChoiceSelect/ChoiceSelect';
import { useTranslation } from '../../../i18n/translate';
import { LIFECYCLE_CHOICES, type LifecycleChoice } from './lifecycleRows';

interface LifecycleSelectProps {
  value: LifecycleChoice | null;
  onChange: (choice: LifecycleChoice | null) => void;
}

export function LifecycleSelect({ value, onChange }: LifecycleSelectProps) {
  const { t } = useTranslation();
  return (
    <ChoiceSelect
      w={170}
      label={t('indices.lifecycle.filter.label')}
      placeholder={t('indices.lifecycle.filter.any')}
      choices={LIFECYCLE_CHOICES}
      labelOf={(choice) => t(`indices.lifecycle.filter.${choice}`)}
      value={value}
      onChange={onChange}
    />
  );
}
