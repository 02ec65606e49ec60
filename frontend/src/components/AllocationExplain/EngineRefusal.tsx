// The cluster's reason for refusing a call, inside the dialog that made it. Text only.
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { errorReason } from '../../api/errors';

export function EngineRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { reason, cause } = errorReason(error);
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="alert" p="xs">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {t('components.allocation.refused', { reason })}
      </Text>
      {cause && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {t('components.allocation.causedBy', { cause })}
        </Text>
      )}
    </Alert>
  );
}
