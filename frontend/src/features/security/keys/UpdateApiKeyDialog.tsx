// Updating one of the connected user's keys (8.4): new role descriptors (left blank, the key's
// stay as they are), its metadata, and from 8.13 a new expiration.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import type { ApiKeyRow } from '../../../engine/apiKeyExpiry';
import { stringifyJson } from '../../../lib/json';
import { ExpiryField, JsonObjectField } from './ApiKeyFields';
import { apiKeyChange, EXPIRY_PRESETS, type ApiKeyFormInput } from './apiKeyForm';
import { useUpdateApiKeyMutation } from './apiKeysApi';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

const CHOICES = ['keep', ...EXPIRY_PRESETS, 'custom'] as const;

interface UpdateApiKeyDialogProps {
  /** The key to update; the dialog is closed while null. */
  row: ApiKeyRow | null;
  /** The engine takes a new expiration. */
  expiration: boolean;
  onClose: () => void;
}

export function UpdateApiKeyDialog({ row, expiration, onClose }: UpdateApiKeyDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={row !== null}
      onClose={onClose}
      title={t('security.keys.update.title', { name: row?.name ?? row?.id ?? '' })}
      size={680}
      maw="95vw"
    >
      {row && <UpdateApiKeyForm row={row} expiration={expiration} onClose={onClose} />}
    </FormDialog>
  );
}

function UpdateApiKeyForm({
  row,
  expiration,
  onClose,
}: UpdateApiKeyDialogProps & { row: ApiKeyRow }) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateApiKeyMutation();
  const [input, setInput] = useState<Omit<ApiKeyFormInput, 'name'>>(() => ({
    expiry: { choice: 'keep', custom: '' },
    roleDescriptors: '',
    metadata: stringifyJson(row.metadata, 2),
  }));
  const change = apiKeyChange(input);
  const edit = (part: Partial<ApiKeyFormInput>) => setInput((was) => ({ ...was, ...part }));
  return (
    <CallDialogForm
      need={WRITE_NEEDS.apiKeys}
      send={() => update({ id: row.id, change: change ?? {} }).unwrap()}
      done={t('security.keys.update.done', { name: row.name ?? row.id })}
      canSubmit={change !== null}
      busy={isLoading}
      onClose={onClose}
      submitLabel={t('security.keys.update.submit')}
    >
      {expiration && (
        <ExpiryField
          value={input.expiry}
          choices={CHOICES}
          onChange={(expiry) => edit({ expiry })}
        />
      )}
      <JsonObjectField
        label={t('security.keys.fields.roleDescriptors')}
        description={t('security.keys.update.roleDescriptorsHint', {
          roles: row.roleNames.join(', ') || t('security.keys.update.ownerRoles'),
        })}
        value={input.roleDescriptors}
        onChange={(roleDescriptors) => edit({ roleDescriptors })}
      />
      <JsonObjectField
        label={t('security.keys.fields.metadata')}
        description={t('security.keys.update.metadataHint')}
        value={input.metadata}
        onChange={(metadata) => edit({ metadata })}
      />
    </CallDialogForm>
  );
}
