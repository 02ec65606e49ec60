// Over the legacy templates of a cluster that has index templates: legacy templates are
// deprecated, so they are viewed and deleted here but not edited or created, and the note points
// to index templates, which take their place.
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { paths } from '../../routing/paths';
import { useActiveClusterIndex } from '../../store/hooks';
import { SmallLink } from '../../components/PlainControls/plainLayout';

export function LegacyTemplatesNote() {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  return (
    <Alert color="yellow" icon={<IconAlertTriangle />} role="note" p="xs">
      <Text size="sm">{t('templates.legacy.note')}</Text>
      <SmallLink to={paths.indexTemplates(clusterIndex, { kind: 'index' })}>
        {t('templates.legacy.toIndexTemplates')}
      </SmallLink>
    </Alert>
  );
}
