// "Copy as curl": the current request as a curl command, credentials masked unless the user
// picks the entry that includes them.
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconTerminal2 } from '@tabler/icons-react';
import { OnDemandMenu } from '../../../components/OnDemandPopup/OnDemandMenu';
import { useTranslation } from '../../../i18n/translate';
import type { ClusterTarget } from '../../../api/types';
import { useCopyFeedback } from '../../../components/CopyButton/useCopyFeedback';
import type { RestRequest } from '../../../engine/clusterDb';
import { curlCommand } from './curl';
import { PlainButton } from '../../../components/PlainControls/plainButtons';

interface CurlMenuProps {
  target: ClusterTarget;
  request: RestRequest;
}

export function CurlMenu({ target, request }: CurlMenuProps) {
  const { t } = useTranslation();
  const { status, copy } = useCopyFeedback();
  const hasCredentials = target.auth.authType !== 'none';
  const label = status === 'idle' ? t('rest.curl.copy') : t(`components.copy.${status}`);
  const icon = status === 'copied' ? <IconCheck size={14} /> : <IconTerminal2 size={14} />;
  const copyCommand = (withCredentials: boolean) =>
    void copy(curlCommand(target, request, withCredentials));

  if (!hasCredentials) {
    return (
      <Button size="xs" variant="default" leftSection={icon} onClick={() => copyCommand(false)}>
        {label}
      </Button>
    );
  }
  return (
    <OnDemandMenu
      position="top-end"
      withinPortal
      target={
        <PlainButton size="xs" leftSection={icon}>
          {label}
        </PlainButton>
      }
    >
      <Menu.Item onClick={() => copyCommand(false)}>{t('rest.curl.masked')}</Menu.Item>
      <Menu.Item onClick={() => copyCommand(true)}>{t('rest.curl.withCredentials')}</Menu.Item>
    </OnDemandMenu>
  );
}
