// The warning icon shown for an end-of-life version, with its explanation as tooltip.
import { IconAlertTriangle } from '@tabler/icons-react';
import { LabelTooltip } from '../../../components/HoverTooltip/LabelTooltip';
import { useTranslation } from '../../../i18n/translate';
import type { Cluster } from '../../../api/types';
import { unsupportedVersionParams } from './versionWarning';

export function VersionWarningIcon({
  cluster,
}: {
  cluster: Pick<Cluster, 'distribution' | 'version'>;
}) {
  const { t } = useTranslation();
  const params = unsupportedVersionParams(cluster);
  if (!params) return null;
  const text = t('clusters.version.unsupported', params);
  return (
    <LabelTooltip label={text} multiline>
      <IconAlertTriangle
        size={16}
        color="var(--mantine-color-orange-6)"
        role="img"
        aria-label={text}
      />
    </LabelTooltip>
  );
}
