// The line above the indices table when managed indices failed a lifecycle step: how many, and a
// link to the lifecycle screen's view of the failed indices, where they are retried in groups.
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translate';
import { paths } from '../../../routing/paths';

export function LifecycleFailuresAlert({
  clusterIndex,
  failed,
}: {
  clusterIndex: number;
  failed: number;
}) {
  const { t } = useTranslation();
  if (failed === 0) return null;
  return (
    <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
      <Text size="sm">
        {t('indices.lifecycle.failures.text', { count: failed })}{' '}
        <Anchor
          component={Link}
          to={paths.lifecycle(clusterIndex, { view: 'failed' })}
          size="sm"
          c="inherit"
          underline="always"
        >
          {t('indices.lifecycle.failures.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
