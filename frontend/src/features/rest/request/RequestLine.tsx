// Method, path (Enter sends), the endpoint's Docs button, the send icon and the paste button of
// the request form.
import { ActionIcon, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { ChoiceSelect } from '../../../components/ChoiceSelect/ChoiceSelect';
import { LabelTooltip } from '../../../components/HoverTooltip/LabelTooltip';
import { useTranslation } from '../../../i18n/translate';
import type { RestRequest } from '../../../engine/clusterDb';
import type { Catalogue } from '../catalogue/catalogueTypes';
import { DocsButton } from './DocsButton';
import type { PastedRequests } from './paste';
import { PasteButton } from './PasteButton';
import { PathInput } from './PathInput';
import { REST_METHODS, toRestMethod } from '../restRequest';

interface RequestLineProps {
  request: RestRequest;
  sending: boolean;
  /** Send was asked for with an empty path. */
  pathMissing: boolean;
  /** The engine's API catalogue, for the path's completion (null while it loads). */
  catalogue: Catalogue | null;
  /** The cluster's version. */
  version: string;
  onChange: (request: Partial<RestRequest>) => void;
  onSend: () => void;
  onPaste: (requests: PastedRequests) => void;
}

export function RequestLine({
  request,
  sending,
  pathMissing,
  catalogue,
  version,
  onChange,
  onSend,
  onPaste,
}: RequestLineProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ChoiceSelect
        size="sm"
        w={120}
        label={t('rest.form.method')}
        choices={REST_METHODS}
        labelOf={(method) => method}
        value={request.method}
        clearable={false}
        checkIconPosition="right"
        onChange={(method) => onChange({ method: toRestMethod(method) })}
      />
      <PathInput
        value={request.path}
        method={request.method}
        catalogue={catalogue}
        version={version}
        error={pathMissing ? t('rest.form.pathMissing') : undefined}
        onChange={(path) => onChange({ path })}
        onSend={onSend}
        onMethod={(method) => onChange({ method })}
        onPaste={onPaste}
      />
      <DocsButton
        catalogue={catalogue}
        version={version}
        method={request.method}
        path={request.path}
      />
      <LabelTooltip label={t('rest.form.send')}>
        <ActionIcon
          size="lg"
          variant="subtle"
          aria-label={t('rest.form.sendIcon')}
          loading={sending}
          onClick={onSend}
        >
          <IconSend size={18} />
        </ActionIcon>
      </LabelTooltip>
      <PasteButton request={request} onPaste={onPaste} />
    </Group>
  );
}
