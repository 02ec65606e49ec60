// Authorization part of the cluster form: the type, then its credentials.
import { Checkbox, Group, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { AuthType } from '../../../api/types';
import { AUTH_TYPES, type AuthFields } from '../connection/clusterDefaults';
import type { FieldError } from './useClusterForm';
import type { ClusterFormState } from './useClusterForm';

interface AuthInputsProps {
  form: ClusterFormState;
  error: FieldError;
}

interface FieldSpec {
  field: keyof AuthFields;
  secret?: boolean;
  required?: boolean;
}

const FIELDS: Record<AuthType, FieldSpec[]> = {
  none: [],
  basicAuth: [
    { field: 'username', required: true },
    { field: 'password', secret: true, required: true },
  ],
  apiKey: [{ field: 'apiKey', secret: true, required: true }],
  awsIAM: [
    { field: 'accessKeyId', required: true },
    { field: 'secretAccessKey', secret: true, required: true },
    { field: 'sessionToken', secret: true },
    { field: 'region', required: true },
  ],
};

function isAuthType(value: string): value is AuthType {
  return AUTH_TYPES.some((type) => type === value);
}

export function AuthInputs({ form, error }: AuthInputsProps) {
  const { t } = useTranslation();
  const { values, setField } = form;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('clusters.form.authType')}
        value={values.authType}
        onChange={(value) => isAuthType(value) && setField('authType', value)}
      >
        <Group gap="md" mt={4}>
          {AUTH_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`clusters.form.auth.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      {FIELDS[values.authType].map(({ field, secret, required }) => {
        const Input = secret ? PasswordInput : TextInput;
        return (
          <Input
            key={field}
            label={t(`clusters.form.${field}`)}
            value={values[field]}
            onChange={(event) => setField(field, event.currentTarget.value)}
            error={error(field)}
            required={required}
            autoComplete="off"
          />
        );
      })}
      {values.authType !== 'none' && (
        <Checkbox
          label={t('clusters.form.sessionSecret')}
          description={t('clusters.form.sessionSecretHint')}
          checked={values.sessionSecret}
          onChange={(event) => setField('sessionSecret', event.currentTarget.checked)}
          data-testid="cluster-form-session-secret"
        />
      )}
    </Stack>
  );
}
