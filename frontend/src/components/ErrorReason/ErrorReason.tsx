import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { errorReason } from '../../api/errors';
import { WRAP } from '../RequestPreview/wrap';

interface ErrorReasonProps {
  error: unknown;
  /** Words the reason as the cluster refusing the call ("The cluster refused: …"). */
  refused?: boolean;
}

/** The cluster's reason for a failed call, inside the dialog that made it. Text only. */
export function ErrorReason({ error, refused = false }: ErrorReasonProps) {
  const { t } = useTranslation();
  if (error === undefined || error === null) return null;
  const { reason, cause } = errorReason(error);
  const reasonKey = refused ? 'components.errorReason.refused' : 'components.errorReason.reason';
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="alert" p="xs">
      <Text size="sm" style={WRAP}>
        {t(reasonKey, { reason })}
      </Text>
      {cause && (
        <Text size="sm" style={WRAP}>
          {t('components.errorReason.causedBy', { cause })}
        </Text>
      )}
    </Alert>
  );
}
