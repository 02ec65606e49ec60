// The sentence a screen reader hears for a chart: each series' newest value, and its lowest and
// highest in the range ('Search rate: Queries 120/s now, between 80/s and 150/s in the last 15
// minutes; Fetches …').
import type { SeriesFigures } from '../../engine/metrics/types';
import type { TFunction } from '../../i18n/translate';

export function chartSummary(
  t: TFunction,
  title: string,
  labels: readonly string[],
  figures: readonly SeriesFigures[],
  format: (value: number) => string,
  spanText: string,
): string {
  const parts = labels.map((label, index) => {
    const { now = null, min = null, max = null } = figures[index] ?? {};
    if (now === null || min === null || max === null) {
      return t('metrics.summary.noValue', { series: label, span: spanText });
    }
    return t('metrics.summary.series', {
      series: label,
      now: format(now),
      min: format(min),
      max: format(max),
      span: spanText,
    });
  });
  return t('metrics.summary.chart', { title, series: parts.join('; ') });
}
