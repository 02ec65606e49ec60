// Step 1 of the add-cluster dialog: the CORS lines for this page's origin.
import { Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CopyButton } from '../../../components/CopyButton/CopyButton';
import { corsConfigLines } from './corsConfig';

export function CorsStep({ origin }: { origin: string }) {
  const { t } = useTranslation();
  const config = corsConfigLines(origin).join('\n');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('clusters.setup.corsIntro')}</Text>
      {/* Long lines wrap rather than hide behind a scroll bar; Copy still copies them whole. */}
      <Code
        block
        data-testid="cors-config"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {config}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={config} />
      </Group>
      <Text size="sm">{t('clusters.setup.corsAuthorization')}</Text>
      <Text size="sm" fw={700}>
        {t('clusters.setup.restart')}
      </Text>
    </Stack>
  );
}
