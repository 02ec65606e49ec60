// A new expiration for many of the connected user's keys at once (_bulk_update, 8.13).
import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { ExpiryField } from './ApiKeyFields';
import { expirationOf, EXPIRY_PRESETS, type ExpiryInput } from './apiKeyForm';
import { useBulkUpdateApiKeysMutation } from './apiKeysApi';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

const CHOICES = [...EXPIRY_PRESETS, 'custom'] as const;

interface BulkExpiryDialogProps {
  /** The ids of the keys to update; the dialog is closed while null. */
  ids: readonly string[] | null;
  onClose: () => void;
}

export function BulkExpiryDialog({ ids, onClose }: BulkExpiryDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={ids !== null}
      onClose={onClose}
      title={t('security.keys.bulk.title')}
      size={480}
      maw="95vw"
    >
      {ids && <BulkExpiryForm ids={ids} onClose={onClose} />}
    </FormDialog>
  );
}

function BulkExpiryForm({ ids, onClose }: { ids: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [bulkUpdate, { isLoading }] = useBulkUpdateApiKeysMutation();
  const [expiry, setExpiry] = useState<ExpiryInput>({ choice: '30d', custom: '' });
  const expiration = expirationOf(expiry);
  return (
    <CallDialogForm
      need={WRITE_NEEDS.apiKeys}
      send={() => bulkUpdate({ ids, expiration: expiration ?? '' }).unwrap()}
      done={t('security.keys.bulk.done', { count: ids.length })}
      canSubmit={typeof expiration === 'string'}
      busy={isLoading}
      onClose={onClose}
      submitLabel={t('security.keys.bulk.submit')}
    >
      <Text size="sm">{t('security.keys.bulk.question', { count: ids.length })}</Text>
      <ExpiryField value={expiry} choices={CHOICES} onChange={setExpiry} />
    </CallDialogForm>
  );
}
