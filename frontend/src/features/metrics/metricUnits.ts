// The metrics' values and times as the screen writes them: in the chart's unit, the numbers the
// chosen language's way ('1,234/s', '12.5 ms', '1.34 GB', '85.2%'), and times of day.
import type { TFunction } from '../../i18n/translate';
import type { MetricUnit } from '../../engine/metrics/types';
import { formatBytes } from '../../lib/bytes';
import { dateTimeFormat, formatLocale, formatPercent, numberFormat } from '../../lib/locale';

/** Fewer decimals the larger the number: 0.123, 1.23, 12.3, 123, 1,234. */
export function formatQuantity(value: number, locale: string | undefined = formatLocale()): string {
  const size = Math.abs(value);
  const decimals = size >= 100 ? 0 : size >= 10 ? 1 : size >= 1 ? 2 : 3;
  return numberFormat(locale, { maximumFractionDigits: decimals }).format(value);
}

/** A value of a chart in its unit. */
export function formatMetric(t: TFunction, unit: MetricUnit, value: number): string {
  switch (unit) {
    case 'bytes':
      return formatBytes(value);
    case 'percent':
      return formatPercent(value, Math.abs(value) >= 10 ? 0 : 1);
    case 'count':
      return formatQuantity(value);
    case 'perSecond':
    case 'milliseconds':
    case 'msPerSecond':
      return t(`metrics.unit.${unit}`, { value: formatQuantity(value) });
  }
}

/** A time of day with seconds (ms since the epoch), as the chosen language writes it. */
export function formatMetricTime(
  time: number,
  locale: string | undefined = formatLocale(),
): string {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
    time,
  );
}

/** A time on a chart's time axis: hours and minutes, and seconds when asked. */
export function formatMetricTick(
  time: number,
  seconds: boolean,
  locale: string | undefined = formatLocale(),
): string {
  if (!Number.isFinite(time)) return '';
  const options: Intl.DateTimeFormatOptions = seconds
    ? { hour: 'numeric', minute: '2-digit', second: '2-digit' }
    : { hour: 'numeric', minute: '2-digit' };
  return dateTimeFormat(locale, options).format(time);
}
