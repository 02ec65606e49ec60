// Method, path (Enter sends), the send icon and the paste button of the request form.
import { ActionIcon, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { RestRequest } from '../../../engine/clusterDb';
import { PasteButton } from './PasteButton';
import { REST_METHODS, toRestMethod } from '../restRequest';

interface RequestLineProps {
  request: RestRequest;
  sending: boolean;
  /** Send was asked for with an empty path. */
  pathMissing: boolean;
  onChange: (request: Partial<RestRequest>) => void;
  onSend: () => void;
}

export function RequestLine({ request, sending, pathMissing, onChange, onSend }: RequestLineProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Select
        w={120}
        aria-label={t('rest.form.method')}
        data={[...REST_METHODS]}
        value={request.method}
        allowDeselect={false}
        checkIconPosition="right"
        onChange={(value) => onChange({ method: toRestMethod(value) })}
      />
      <TextInput
        style={{ flex: 1 }}
        aria-label={t('rest.form.path')}
        placeholder={t('rest.form.pathPlaceholder')}
        value={request.path}
        error={pathMissing ? t('rest.form.pathMissing') : undefined}
        spellCheck={false}
        autoComplete="off"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onChange={(event) => onChange({ path: event.currentTarget.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
      />
      <Tooltip label={t('rest.form.send')}>
        <ActionIcon
          size="lg"
          variant="subtle"
          aria-label={t('rest.form.sendIcon')}
          loading={sending}
          onClick={onSend}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Tooltip>
      <PasteButton request={request} onChange={onChange} />
    </Group>
  );
}
