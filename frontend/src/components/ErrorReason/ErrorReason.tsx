import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { errorReason } from '../../api/errors';
import { WRAP } from '../RequestPreview/wrap';

/** The cluster's reason for a failed call, inside the dialog that made it. Text only. */
export function ErrorReason({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === undefined || error === null) return null;
  const { reason, cause } = errorReason(error);
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="alert" p="xs">
      <Text size="sm" style={WRAP}>
        {t('components.errorReason.reason', { reason })}
      </Text>
      {cause && (
        <Text size="sm" style={WRAP}>
          {t('components.errorReason.causedBy', { cause })}
        </Text>
      )}
    </Alert>
  );
}
