// The short text drawn at the end of a threshold line: '85% heap', 'high watermark'.
import { useCallback } from 'react';
import { BREAKER_ALERT_PERCENT, HEAP_ALERT_PERCENT } from '../../engine/metrics/historyAlerts';
import { useTranslation } from '../../i18n/translate';
import { formatPercent } from '../../lib/locale';
import type { ThresholdMark } from './metricsView';

export function useThresholdLabel(): (kind: ThresholdMark['kind']) => string {
  const { t } = useTranslation();
  return useCallback(
    (kind) => {
      if (kind === 'heap') {
        return t('metrics.threshold.heap', { value: formatPercent(HEAP_ALERT_PERCENT, 0) });
      }
      if (kind === 'breaker') {
        return t('metrics.threshold.breaker', { value: formatPercent(BREAKER_ALERT_PERCENT, 0) });
      }
      return t(`components.diskWatermarks.names.${kind}`);
    },
    [t],
  );
}
