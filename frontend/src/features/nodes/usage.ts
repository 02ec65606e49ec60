// Resource bars of the nodes table: 90 % and above is negative, 80–89 % a
// warning, anything lower normal.
import { formatPercent } from '../../lib/locale';

export type UsageLevel = 'negative' | 'warning' | 'normal';

export const NEGATIVE_FROM_PERCENT = 90;
export const WARNING_FROM_PERCENT = 80;

export function usageLevel(percent: number): UsageLevel {
  if (percent >= NEGATIVE_FROM_PERCENT) return 'negative';
  if (percent >= WARNING_FROM_PERCENT) return 'warning';
  return 'normal';
}

const LEVEL_COLORS: Record<UsageLevel, string> = {
  negative: 'red',
  warning: 'orange',
  normal: 'blue',
};

/** The Mantine colour of a usage bar. */
export function usageColor(percent: number): string {
  return LEVEL_COLORS[usageLevel(percent)];
}

/** A bar's fill: the percent kept within 0–100, so a bad value never overflows the bar. */
export function barValue(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

/** The percent as shown: whole numbers as they are, fractions with at most one decimal. */
export function percentText(percent: number): string {
  return formatPercent(percent, 1);
}
