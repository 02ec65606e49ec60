// One live line as a view draws it: its points for the history's newest version, its name, its
// newest value written out and the sentence a screen reader hears.
import { useMemo } from 'react';
import type { MetricsHistoryView, MetricsScope } from '../../engine/metrics/types';
import { useTranslation } from '../../i18n/translate';
import {
  formatSparklineValue,
  sparklineFigures,
  sparklineLabel,
  sparklineName,
  type SparklineDef,
} from './sparklineSeries';

export interface SparklineView {
  values: (number | null)[];
  /** The newest value in its unit, '–' when there is none. */
  nowText: string;
  /** What the line shows, said to screen readers. */
  label: string;
}

/**
 * `def` of `scope` over the last 15 minutes in at most `points` points, read again when `version`
 * (the sampler's, which stands for the history's content) changes.
 */
export function useSparkline(
  history: MetricsHistoryView,
  version: number | undefined,
  def: SparklineDef,
  scope: MetricsScope,
  points: number,
): SparklineView {
  const { t } = useTranslation();
  const figures = useMemo(
    () => sparklineFigures(history, def, scope, points),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, version, def, scope.kind, scope.kind === 'node' ? scope.id : '', points],
  );
  const name = sparklineName(t, def.key, scope);
  return {
    values: figures.values,
    nowText: figures.now === null ? '–' : formatSparklineValue(t, def.unit, figures.now),
    label: sparklineLabel(t, name, def.unit, figures),
  };
}
