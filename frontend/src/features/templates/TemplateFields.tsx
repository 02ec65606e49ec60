// The plain fields of the composable template editor: name (fixed when editing), priority,
// index patterns and the data stream switch.
import { Group, NumberInput, Switch, TagsInput } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import type { ComposableTemplateForm } from './composableTemplate';
import { NameField } from '../../components/FormDialog/NameField';

type Fields = Pick<ComposableTemplateForm, 'name' | 'priority' | 'indexPatterns' | 'dataStream'>;

interface TemplateFieldsProps {
  form: Fields;
  nameFixed: boolean;
  /** Why the name cannot be used, under the field; null when it can. */
  nameError: string | null;
  onChange: (patch: Partial<Fields>) => void;
}

export function TemplateFields({ form, nameFixed, nameError, onChange }: TemplateFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group grow align="flex-start">
        <NameField
          label={t('templates.composable.name')}
          value={form.name}
          onChange={(value) => onChange({ name: value })}
          error={nameError}
          fixed={nameFixed}
        />
        <NumberInput
          label={t('templates.composable.priority')}
          description={t('templates.composable.priorityHint')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={form.priority ?? ''}
          onChange={(value) => onChange({ priority: typeof value === 'number' ? value : null })}
        />
      </Group>
      <TagsInput
        label={t('templates.composable.indexPatterns')}
        description={t('templates.composable.indexPatternsHint')}
        withAsterisk
        value={form.indexPatterns}
        onChange={(indexPatterns) => onChange({ indexPatterns })}
      />
      <Switch
        label={t('templates.composable.dataStream')}
        description={t('templates.composable.dataStreamHint')}
        checked={form.dataStream}
        onChange={(event) => onChange({ dataStream: event.currentTarget.checked })}
      />
    </>
  );
}
