// The SSL hint of the cluster form and the connection error: bold when the uri is https, with
// a link that opens the cluster so the user can inspect and accept its certificate.
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { usesHttps } from './connectionError';

export function SslHint({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const https = usesHttps(uri);
  return (
    <Text size="sm" c="dimmed" fw={https ? 700 : undefined}>
      {t('clusters.form.sslHint')}{' '}
      {https && (
        <Anchor href={uri.trim()} target="_blank" rel="noopener noreferrer" size="sm">
          {t('clusters.form.sslHelp')}
        </Anchor>
      )}
    </Text>
  );
}
