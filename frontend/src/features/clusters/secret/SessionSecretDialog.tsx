// Asks for the secret a cluster keeps for the browser session only: its password, its API key,
// or its AWS secret access key (and optional session token).
import { useState } from 'react';
import { PasswordInput, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { AuthSecret, SecretField } from '../../../api/authSecrets';
import type { AuthType, Cluster } from '../../../api/types';
import { secretKind } from '../connection/sessionSecrets';
import { DialogForm, FormDialog } from '../../../components/FormDialog/FormDialog';
import { useAppDispatch } from '../../../store/hooks';
import { enterSessionSecret } from './enterSessionSecret';

/** The fields asked for each auth type; the first one is required. */
const SECRET_FIELDS: Record<AuthType, SecretField[]> = {
  none: [],
  basicAuth: ['password'],
  apiKey: ['apiKey'],
  awsIAM: ['secretAccessKey', 'sessionToken'],
};

interface SessionSecretDialogProps {
  cluster: Cluster;
  clusterIndex: number;
  opened: boolean;
  onClose: () => void;
}

export function SessionSecretDialog({
  cluster,
  clusterIndex,
  opened,
  onClose,
}: SessionSecretDialogProps) {
  const { t } = useTranslation();
  const type = secretKind(cluster);
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t(`clusters.secret.title.${type}`, { name: cluster.name })}
      size={440}
      maw="calc(100vw - 2rem)"
    >
      <SecretForm fields={SECRET_FIELDS[type]} clusterIndex={clusterIndex} onClose={onClose} />
    </FormDialog>
  );
}

interface SecretFormProps {
  fields: SecretField[];
  clusterIndex: number;
  onClose: () => void;
}

function SecretForm({ fields, clusterIndex, onClose }: SecretFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [secret, setSecret] = useState<AuthSecret>({});
  const [busy, setBusy] = useState(false);
  const required = fields[0];
  const submit = async () => {
    setBusy(true);
    await dispatch(enterSessionSecret(clusterIndex, secret));
    onClose();
  };
  return (
    <DialogForm
      onSubmit={submit}
      canSubmit={required !== undefined && (secret[required] ?? '') !== ''}
      busy={busy}
      onClose={onClose}
      closeLabel={t('clusters.secret.cancel')}
      submitLabel={t('clusters.secret.connect')}
    >
      <Text size="sm">{t('clusters.secret.explanation')}</Text>
      {fields.map((field, position) => (
        <PasswordInput
          key={field}
          label={t(`clusters.form.${field}`)}
          required={position === 0}
          data-autofocus={position === 0 || undefined}
          autoComplete="off"
          data-testid={`session-secret-${field}`}
          value={secret[field] ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSecret((current) => ({ ...current, [field]: value }));
          }}
        />
      ))}
    </DialogForm>
  );
}
