// One line naming the three watermarks in force and whether each is the engine's default or set
// on the cluster; or that the disk checks are off.
import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { WATERMARK_LEVELS, type DiskWatermarks } from '../../engine/watermarks';
import { watermarkText } from './watermarkText';

export function WatermarkLegend({ watermarks }: { watermarks: DiskWatermarks }) {
  const { t } = useTranslation();
  if (!watermarks.enabled) return <Text size="sm">{t('components.diskWatermarks.off')}</Text>;
  const marks = WATERMARK_LEVELS.map((name) => watermarkText(t, name, watermarks[name]));
  return (
    <Text size="sm" data-testid="watermark-legend">
      {t('components.diskWatermarks.legend', { marks: marks.join(' · ') })}
    </Text>
  );
}
