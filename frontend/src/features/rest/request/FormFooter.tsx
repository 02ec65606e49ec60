// Under the editors: Send request, Save request, the status chip, Copy as curl and Download as
// JSON, or as the answer's own kind of text (disabled while the response is empty, and for a
// binary answer).
import { Badge, Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { ClusterTarget } from '../../../api/types';
import { DownloadButton } from '../../../components/DownloadButton/DownloadButton';
import type { RestQueryTab } from '../../../engine/clusterDb';
import { CurlMenu } from './CurlMenu';
import { DOWNLOAD_LABELS, responseFileName, responseKind } from '../response/responseFile';
import { statusColor } from '../response/statusColor';

interface FormFooterProps {
  tab: RestQueryTab;
  target: ClusterTarget;
  sending: boolean;
  onSend: () => void;
  onSave: () => void;
}

export function FormFooter({ tab, target, sending, onSend, onSave }: FormFooterProps) {
  const { t } = useTranslation();
  const { request, response } = tab;
  const kind = responseKind(response.contentType, response.bodyText);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs">
        <Button size="xs" loading={sending} onClick={onSend}>
          {t('rest.form.send')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDeviceFloppy size={14} />}
          onClick={onSave}
        >
          {t('rest.form.save')}
        </Button>
        {response.status !== '' && (
          <Badge
            size="lg"
            radius="sm"
            color={statusColor(response.status)}
            aria-label={t('rest.form.status', { status: response.status })}
          >
            {response.status}
          </Badge>
        )}
      </Group>
      <Group gap="xs">
        <CurlMenu target={target} request={request} />
        <DownloadButton
          data={response.bodyText}
          fileName={responseFileName(request.method, request.path, kind)}
          label={t(DOWNLOAD_LABELS[kind])}
          disabled={response.bodyText === '' || kind === 'binary'}
        />
      </Group>
    </Group>
  );
}
