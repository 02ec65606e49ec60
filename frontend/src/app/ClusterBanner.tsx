// The band across every screen of a cluster that has a banner label or whose TLS certificate
// the server does not verify: the label in the cluster's colour, what its protection does to
// writes, and the certificate warning. Cluster text is plain text.
import { Box, Group, Text, useMantineTheme } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation, type TranslationKey } from '../i18n/translate';
import type { Cluster, Protection } from '../api/types';
import { filledClusterColors } from '../components/ClusterColor/clusterColor';

type BannerCluster = Pick<Cluster, 'label' | 'color' | 'protection' | 'insecure'>;

const PROTECTION_NOTES: Record<Protection, TranslationKey | null> = {
  none: null,
  'confirm-writes': 'app.banner.confirmWrites',
  'read-only': 'app.banner.readOnly',
};

/** Whether the cluster shows a banner at all. */
export function showsBanner(cluster: BannerCluster): boolean {
  return cluster.label.trim() !== '' || cluster.insecure;
}

export function ClusterBanner({ cluster }: { cluster: BannerCluster }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  if (!showsBanner(cluster)) return null;
  const { background, text } = filledClusterColors(theme, cluster.color);
  const label = cluster.label.trim();
  const note = PROTECTION_NOTES[cluster.protection];
  return (
    <Box
      component="section"
      aria-label={t('app.banner.region')}
      data-testid="cluster-banner"
      px="md"
      py={4}
      style={{ background, color: text }}
    >
      <Group justify="center" gap="md" wrap="wrap">
        {label !== '' && (
          <Text fw={700} size="sm" c="inherit" data-testid="cluster-banner-label">
            {label}
          </Text>
        )}
        {note !== null && (
          <Text size="sm" c="inherit" data-testid="cluster-banner-protection">
            {t(note)}
          </Text>
        )}
        {cluster.insecure && (
          <Group gap={4} wrap="nowrap" data-testid="cluster-banner-insecure">
            <IconAlertTriangle size={16} aria-hidden />
            <Text size="sm" c="inherit">
              {t('app.banner.insecure')}
            </Text>
          </Group>
        )}
      </Group>
    </Box>
  );
}
