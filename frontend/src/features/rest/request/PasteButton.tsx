// "Paste console query": reads the clipboard and fills the form.
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { notify } from '../../../components/Notifications/notificationStore';
import type { RestRequest } from '../../../engine/clusterDb';
import { requestFromPaste } from './paste';

interface PasteButtonProps {
  request: RestRequest;
  onChange: (request: RestRequest) => void;
}

async function readClipboard(): Promise<string | null> {
  try {
    return navigator.clipboard ? await navigator.clipboard.readText() : null;
  } catch {
    return null;
  }
}

export function PasteButton({ request, onChange }: PasteButtonProps) {
  const { t } = useTranslation();
  const paste = async () => {
    const text = await readClipboard();
    if (text === null) {
      // Browsers only allow reading the clipboard on https or localhost, and after permission.
      notify({
        color: 'yellow',
        timeout: 8000,
        title: t('rest.paste.unavailableTitle'),
        body: t('rest.paste.unavailable'),
      });
      return;
    }
    onChange(requestFromPaste(request, text));
  };
  return (
    <Tooltip label={t('rest.paste.button')}>
      <ActionIcon
        size="lg"
        variant="default"
        aria-label={t('rest.paste.button')}
        onClick={() => void paste()}
      >
        <IconClipboardText size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
