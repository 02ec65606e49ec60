// "Paste console query": reads the clipboard and gives the requests it holds (see paste.ts).
import { ActionIcon } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import { LabelTooltip } from '../../../components/HoverTooltip/LabelTooltip';
import { useTranslation } from '../../../i18n/translate';
import { notify } from '../../../components/Notifications/notificationStore';
import type { RestRequest } from '../../../engine/clusterDb';
import { requestsFromPaste, type PastedRequests } from './paste';

interface PasteButtonProps {
  request: RestRequest;
  onPaste: (requests: PastedRequests) => void;
}

async function readClipboard(): Promise<string | null> {
  try {
    return navigator.clipboard ? await navigator.clipboard.readText() : null;
  } catch {
    return null;
  }
}

export function PasteButton({ request, onPaste }: PasteButtonProps) {
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
    onPaste(requestsFromPaste(request, text));
  };
  return (
    <LabelTooltip label={t('rest.paste.button')}>
      <ActionIcon
        size="lg"
        variant="default"
        aria-label={t('rest.paste.button')}
        onClick={() => void paste()}
      >
        <IconClipboardText size={18} />
      </ActionIcon>
    </LabelTooltip>
  );
}
