// The OpenSearch security plugin's audit configuration (GET audit) as a form to edit and save
// with PUT audit/config. A cluster that does not serve the API, or a user who may not read it,
// is told so in place, with the plugin's reason.
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useListAccess } from '../../../store/useWriteAccess';
import { useTranslation } from '../../../i18n/translate';
import { apiUnavailable } from '../../../api/apiAvailability';
import { queryRequestState } from '../../../api/queryState';
import { useScreenQuery } from '../../../api/screenQuery';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { ReloadButton } from '../../../components/ReloadButton/ReloadButton';
import { stringifyJson } from '../../../lib/json';
import { AuditForm } from './AuditForm';
import { OPENSEARCH_AUDIT } from './opensearchApi';

export function AuditView() {
  const { t } = useTranslation();
  const { uri, writeReason } = useListAccess();
  const query = useScreenQuery(OPENSEARCH_AUDIT);
  const unavailable = query.error === undefined ? null : apiUnavailable(query.error);

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={2}>{t('security.audit.title')}</Title>
        <ReloadButton onReload={() => query.refetch()} loading={query.isFetching} />
      </Group>
      {unavailable ? (
        <Alert color="orange" icon={<IconAlertTriangle />} role="alert">
          <Text size="sm">{t(`security.audit.${unavailable.why}`)}</Text>
          {unavailable.reason && (
            <Text size="sm" c="dimmed">
              {unavailable.reason}
            </Text>
          )}
        </Alert>
      ) : (
        <LoaderStatus state={queryRequestState(query)} uri={uri}>
          {query.data && (
            // A new answer (after a save or a reload) opens the form afresh.
            <AuditForm
              key={stringifyJson(query.data)}
              answer={query.data}
              writeReason={writeReason}
            />
          )}
        </LoaderStatus>
      )}
    </Stack>
  );
}
