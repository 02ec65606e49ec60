// Save request asks for a name first, offering method and path.
import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { RestRequest } from '../../../engine/clusterDb';
import { defaultQueryName } from './savedQuery';
import { Dialog } from '../../../components/Dialog/Dialog';

interface SaveRequestDialogProps {
  /** The request to save; null while the dialog is closed. */
  request: RestRequest | null;
  onSave: (request: RestRequest, name: string) => void;
  onClose: () => void;
}

export function SaveRequestDialog({ request, onSave, onClose }: SaveRequestDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={request !== null} onClose={onClose} title={t('rest.save.title')} centered>
      {request && <SaveForm request={request} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function SaveForm({ request, onSave, onClose }: SaveRequestDialogProps & { request: RestRequest }) {
  const { t } = useTranslation();
  const [name, setName] = useState(() => defaultQueryName(request));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(request, name);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t('rest.save.name')}
          description={t('rest.save.nameHint')}
          value={name}
          data-autofocus
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('components.confirm.cancel')}
          </Button>
          <Button type="submit">{t('rest.save.confirm')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
