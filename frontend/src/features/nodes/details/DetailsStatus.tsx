// The state of one tab's call: the engine's refusal in its own words (LoaderStatus), or the
// product's wording of a failure that is no HTTP answer (an HTML page instead of text, say).
import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { connectionErrorDetail, toClusterErrorInfo } from '../../../api/client';
import { renderNotificationText } from '../../../api/notifications';
import { fetchRequestState } from '../../../api/queryState';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { useActiveCluster } from '../../../store/hooks';

interface DetailsStatusProps {
  isFetching: boolean;
  error?: unknown;
  children?: ReactNode;
}

export function DetailsStatus({ isFetching, error, children }: DetailsStatusProps) {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const info = error === undefined ? null : toClusterErrorInfo(error);
  if (!isFetching && info?.kind === 'request' && info.code !== 'aborted') {
    const detail = connectionErrorDetail(info);
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        <Text size="sm">
          {detail ? renderNotificationText(detail, (key, params) => t(key, params)) : info.message}
        </Text>
      </Alert>
    );
  }
  return (
    <LoaderStatus state={fetchRequestState({ isFetching, error })} uri={cluster?.uri}>
      {children}
    </LoaderStatus>
  );
}
