import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { errorReason } from '../../api/errors';
import { WRAP } from '../../components/RequestPreview/wrap';

/** The cluster's reason for refusing a change, inside the dialog that sent it. Text only. */
export function RefusalReason({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === undefined || error === null) return null;
  const { reason, cause } = errorReason(error);
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="alert" p="xs">
      <Text size="sm" style={WRAP}>
        {t('clusterSettings.refused', { reason })}
      </Text>
      {cause && (
        <Text size="sm" style={WRAP}>
          {t('clusterSettings.causedBy', { cause })}
        </Text>
      )}
    </Alert>
  );
}
