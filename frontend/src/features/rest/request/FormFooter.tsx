// Under the editors: Send request, Save request, the status chip, Copy as curl and Download as
// JSON, or as the answer's own kind of text (disabled while the response is empty, and for a
// binary answer); beside a search's answer, the export of all its matches.
import { Badge, Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconFileExport, IconStethoscope } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translate';
import { paths } from '../../../routing/paths';
import { useActiveClusterIndex } from '../../../store/hooks';
import type { ClusterTarget } from '../../../api/types';
import { DownloadButton } from '../../../components/DownloadButton/DownloadButton';
import type { RestQueryTab } from '../../../engine/clusterDb';
import { CurlMenu } from './CurlMenu';
import { DOWNLOAD_LABELS, responseFileName, responseKind } from '../response/responseFile';
import { searchExportOf } from '../response/searchExport';
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
        <ProfileLink request={request} />
        {response.ok && <ExportMatchesLink request={request} />}
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

/** The export view opened on every match of the search the tab sent; nothing for another request. */
function ExportMatchesLink({ request }: { request: RestQueryTab['request'] }) {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const matches = searchExportOf(request);
  if (matches === null) return null;
  return (
    <Button
      component={Link}
      to={paths.transfer(clusterIndex, { view: 'export', ...matches })}
      size="xs"
      variant="default"
      leftSection={<IconFileExport size={14} />}
      title={t('transfer.export.links.restAnswerHint')}
    >
      {t('transfer.export.links.restAnswer')}
    </Button>
  );
}

/** The search profiler opened on the search the tab holds (its indices and body); nothing for another request. */
function ProfileLink({ request }: { request: RestQueryTab['request'] }) {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const search = searchExportOf(request);
  if (search === null) return null;
  const query =
    request.body.trim() !== ''
      ? request.body
      : search.query === undefined
        ? undefined
        : `{"query": ${search.query}}`;
  return (
    <Button
      component={Link}
      to={paths.diagnostics(clusterIndex, { view: 'profiler', index: search.index, query })}
      size="xs"
      variant="default"
      leftSection={<IconStethoscope size={14} />}
    >
      {t('rest.form.profile')}
    </Button>
  );
}
