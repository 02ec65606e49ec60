// Creating an API key: its name, expiration, role descriptors and metadata. Once made, the key is
// shown this one time, with buttons that copy the Authorization header, the encoded key and its
// id; it lives in this dialog's state only and is gone when the dialog closes.
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import type { CreatedApiKey } from '../../../engine/apiKeyRequests';
import { ExpiryField, JsonObjectField } from './ApiKeyFields';
import { EXPIRY_PRESETS, newApiKey, type ApiKeyFormInput } from './apiKeyForm';
import { CreatedKey } from './CreatedKey';
import { useApiKeyCreation } from './useApiKeyCreation';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

const CHOICES = [...EXPIRY_PRESETS, 'none', 'custom'] as const;

const EMPTY: ApiKeyFormInput = {
  name: '',
  expiry: { choice: '30d', custom: '' },
  roleDescriptors: '',
  metadata: '',
};

interface CreateApiKeyDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function CreateApiKeyDialog({ opened, onClose }: CreateApiKeyDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('security.keys.create.title')}
      size={680}
      maw="95vw"
    >
      <CreateApiKeyBody onClose={onClose} />
    </FormDialog>
  );
}

function CreateApiKeyBody({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return created === null ? (
    <CreateApiKeyForm onCreated={setCreated} onClose={onClose} />
  ) : (
    <CreatedKey created={created} onClose={onClose} />
  );
}

interface CreateApiKeyFormProps {
  onCreated: (key: CreatedApiKey) => void;
  onClose: () => void;
}

function CreateApiKeyForm({ onCreated, onClose }: CreateApiKeyFormProps) {
  const { t } = useTranslation();
  const create = useApiKeyCreation();
  const [input, setInput] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const key = newApiKey(input);
  const change = (part: Partial<ApiKeyFormInput>) => setInput((was) => ({ ...was, ...part }));
  const send = async () => {
    if (key === null) throw new Error(t('security.keys.create.incomplete'));
    setBusy(true);
    try {
      return await create(key);
    } finally {
      setBusy(false);
    }
  };
  return (
    <CallDialogForm
      need={WRITE_NEEDS.apiKeys}
      send={send}
      // The answer holds the secret: no notification shows it.
      done={() => null}
      onDone={onCreated}
      canSubmit={key !== null}
      busy={busy}
      onClose={onClose}
      submitLabel={t('security.keys.create.submit')}
    >
      <TextInput
        label={t('security.keys.create.name')}
        required
        data-autofocus
        value={input.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
      />
      <ExpiryField
        value={input.expiry}
        choices={CHOICES}
        onChange={(expiry) => change({ expiry })}
      />
      <JsonObjectField
        label={t('security.keys.fields.roleDescriptors')}
        description={t('security.keys.fields.roleDescriptorsHint')}
        value={input.roleDescriptors}
        onChange={(roleDescriptors) => change({ roleDescriptors })}
      />
      <JsonObjectField
        label={t('security.keys.fields.metadata')}
        description={t('security.keys.fields.metadataHint')}
        value={input.metadata}
        onChange={(metadata) => change({ metadata })}
      />
    </CallDialogForm>
  );
}
