// One action of a phase in the policy form: a checkbox that puts it in the policy, and its
// fields once it is there. A field that does not read as its kind shows why under it; keys of
// the action the form has no field for are named, kept as they are.
import { Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { actionLabel, fieldProblemText } from './ilmText';
import type { FieldProblem } from './policyBody';
import { ACTION_FIELDS, type ActionField, type FormAction } from './policyFields';
import type { ActionForm, FieldValue } from './policyForm';

interface ActionFieldsProps {
  action: FormAction;
  form: ActionForm;
  /** The form's field problem when it is one of this action's fields. */
  problem: FieldProblem | null;
  onEnabled: (enabled: boolean) => void;
  onField: (key: string, value: FieldValue) => void;
}

export function ActionFields({ action, form, problem, onEnabled, onField }: ActionFieldsProps) {
  const { t } = useTranslation();
  const fields = ACTION_FIELDS[action];
  const kept = Object.keys(form.extra);
  return (
    <Stack gap={6}>
      <Checkbox
        label={actionLabel(t, action)}
        description={action}
        checked={form.enabled}
        onChange={(event) => onEnabled(event.currentTarget.checked)}
      />
      {form.enabled && fields.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" pl="lg">
          {fields.map((field) => (
            <FieldInput
              key={field.key}
              field={field}
              value={form.values[field.key] ?? null}
              error={problem?.field === field.key ? fieldProblemText(t, problem) : null}
              onChange={(value) => onField(field.key, value)}
            />
          ))}
        </SimpleGrid>
      )}
      {form.enabled && kept.length > 0 && (
        <Text size="xs" c="dimmed" pl="lg">
          {t('lifecycle.ilm.editor.keptKeys', { keys: kept.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}

interface FieldInputProps {
  field: ActionField;
  value: FieldValue;
  error: string | null;
  onChange: (value: FieldValue) => void;
}

function FieldInput({ field, value, error, onChange }: FieldInputProps) {
  const { t } = useTranslation();
  const label = t(`lifecycle.ilm.fields.${field.key}`);
  if (field.kind === 'boolean')
    return (
      <Checkbox
        label={label}
        description={field.key}
        checked={typeof value === 'boolean' ? value : (field.defaultValue ?? false)}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  return (
    <TextInput
      label={label}
      description={field.key}
      placeholder={field.example}
      value={typeof value === 'string' ? value : ''}
      error={error}
      inputMode={field.kind === 'integer' ? 'numeric' : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
