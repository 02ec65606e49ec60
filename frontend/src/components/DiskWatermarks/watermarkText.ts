// How a watermark reads: 'low watermark 85% (default)'. The value is the setting as the cluster
// has it, shown as text.
import type { TFunction } from '../../i18n/translate';
import {
  isDefaultSource,
  type DiskLevel,
  type EffectiveWatermark,
  type WatermarkName,
} from '../../engine/watermarks';

/** 'default' for the engine's own value, 'set' for one set on the cluster. */
export function sourceText(t: TFunction, mark: EffectiveWatermark): string {
  return t(
    isDefaultSource(mark.source)
      ? 'components.diskWatermarks.source.default'
      : 'components.diskWatermarks.source.set',
  );
}

/** The value, or the value with a warning when the engine would not accept it. */
export function valueText(t: TFunction, mark: EffectiveWatermark): string {
  return mark.watermark
    ? mark.value
    : t('components.diskWatermarks.invalid', { value: mark.value });
}

export function watermarkText(t: TFunction, name: WatermarkName, mark: EffectiveWatermark): string {
  return t('components.diskWatermarks.mark', {
    name: t(`components.diskWatermarks.names.${name}`),
    value: valueText(t, mark),
    source: sourceText(t, mark),
  });
}

/** The Mantine colour of a disk that reached `level`. */
export const LEVEL_COLORS: Record<DiskLevel, string> = {
  ok: 'blue',
  low: 'yellow',
  high: 'orange',
  flood: 'red',
};
