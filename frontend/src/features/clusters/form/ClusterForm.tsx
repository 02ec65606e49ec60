// The cluster form, shared by the add and edit dialogs. Test connection is
// its submit action; the dialog supplies the other buttons through `actions`.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button, CloseButton, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { DEFAULT_CLUSTER_URI } from '../connection/clusterDefaults';
import { useFieldError, type ClusterFormState } from './useClusterForm';
import { AuthInputs } from './AuthInputs';
import { ProtectionInputs } from './ProtectionInputs';
import { SslHint } from './SslHint';

interface ClusterFormProps {
  form: ClusterFormState;
  testing: boolean;
  onTest: () => void;
  /** Connect or Save, and Cancel or Close. */
  actions: ReactNode;
}

export function ClusterForm({ form, testing, onTest, actions }: ClusterFormProps) {
  const { t } = useTranslation();
  const { values, setField } = form;
  const error = useFieldError(form);
  // Focus starts in the first field, also when the form appears as a dialog's next step.
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.valid) onTest();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('clusters.form.name')}
          value={values.name}
          onChange={(event) => setField('name', event.currentTarget.value)}
          error={error('name')}
          required
          ref={firstField}
          data-autofocus
        />
        <TextInput
          label={t('clusters.form.uri')}
          value={values.uri}
          onChange={(event) => setField('uri', event.currentTarget.value)}
          error={error('uri')}
          required
          rightSection={
            <CloseButton
              aria-label={t('clusters.form.resetUri')}
              title={t('clusters.form.resetUri')}
              onClick={() => setField('uri', DEFAULT_CLUSTER_URI)}
            />
          }
        />
        <AuthInputs form={form} error={error} />
        <SslHint uri={values.uri} />
        <ProtectionInputs form={form} />
        <Group justify="flex-end" gap="sm">
          <Button type="submit" variant="default" disabled={!form.valid} loading={testing}>
            {t('clusters.form.testConnection')}
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
