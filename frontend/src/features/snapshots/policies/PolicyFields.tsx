// The fields of the policy form with their hints; the id is read-only when
// editing. Name and schedule show 'required' once emptied.
import { useState, type ChangeEvent } from 'react';
import { Divider, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation, type KeysUnder } from '../../../i18n/translate';
import { SettingSwitch } from '../SettingSwitch';
import type { PolicyForm } from './policyForm';

interface PolicyFieldsProps {
  form: PolicyForm;
  editing: boolean;
  onChange: (patch: Partial<PolicyForm>) => void;
}

export function PolicyFields({ form, editing, onChange }: PolicyFieldsProps) {
  const { t } = useTranslation();
  const label = (key: KeysUnder<'snapshots.policyForm'>) => t(`snapshots.policyForm.${key}`);
  const required = (value: string, touched: boolean) =>
    touched && value.trim() === '' ? label('required') : undefined;
  const [touched, setTouched] = useTouched();
  const text = (key: 'id' | 'name' | 'schedule') => ({
    label: label(key),
    withAsterisk: true,
    value: form[key],
    error: required(form[key], touched.has(key)),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setTouched(key);
      onChange({ [key]: event.currentTarget.value });
    },
  });
  const flag = (key: 'ignoreUnavailable' | 'includeGlobalState', name: string) => (
    <SettingSwitch label={name} checked={form[key]} onChange={(on) => onChange({ [key]: on })} />
  );
  const count = (key: 'maxCount' | 'minCount', name: string) => (
    <NumberInput
      label={name}
      description={label(`${key}Hint`)}
      min={1}
      allowDecimal={false}
      value={form[key]}
      onChange={(value) => onChange({ [key]: value })}
    />
  );

  return (
    <Stack gap="xs">
      <TextInput
        {...text('id')}
        readOnly={editing}
        variant={editing ? 'filled' : 'default'}
        data-autofocus={!editing || undefined}
      />
      <TextInput
        {...text('name')}
        description={label('nameHint')}
        data-autofocus={editing || undefined}
      />
      <TextInput {...text('schedule')} description={label('scheduleHint')} />
      <TextInput
        label={label('indices')}
        description={label('indicesHint')}
        placeholder="*"
        value={form.indices}
        onChange={(event) => onChange({ indices: event.currentTarget.value })}
      />
      {flag('ignoreUnavailable', 'ignore_unavailable')}
      {flag('includeGlobalState', 'include_global_state')}
      <Divider my="xs" />
      <Title order={5}>{label('retention')}</Title>
      <TextInput
        label="expire_after"
        description={label('expireAfterHint')}
        value={form.expireAfter}
        onChange={(event) => onChange({ expireAfter: event.currentTarget.value })}
      />
      {count('maxCount', 'max_count')}
      {count('minCount', 'min_count')}
    </Stack>
  );
}

/** Which fields the user has changed, so 'required' shows only after an edit. */
function useTouched(): [ReadonlySet<string>, (key: string) => void] {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  return [
    touched,
    (key) => setTouched((previous) => (previous.has(key) ? previous : new Set([...previous, key]))),
  ];
}
