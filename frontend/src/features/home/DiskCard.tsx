// The dashboard's disk card: the fullest node, how many nodes are above each watermark, the
// watermarks in force, and a link to the indices under the flood-stage block when there are any.
import type { KeysUnder, TFunction } from '../../i18n/translate';
import { Anchor, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { Link } from 'react-router-dom';
import { FLOOD_BLOCKED, useDiskSummary } from '../../api/diskApi';
import { useScreenQuery } from '../../api/screenQuery';
import { WatermarkLegend } from '../../components/DiskWatermarks/WatermarkLegend';
import type { DiskSummary } from '../../engine/diskSummary';
import { formatPercent } from '../../lib/locale';
import { paths } from '../../routing/paths';
import { useActiveClusterIndex } from '../../store/hooks';
import type { CardRow } from './cardRows';
import { STATUS_REFRESH_MS } from './homeApi';
import { HomeCard } from './HomeCard';
import { KeyValueList } from './KeyValueList';

/** The indices screen's list of blocked indices (its element id). */
const BLOCKED_LIST_HASH = '#flood-stage-blocked';
const POLLING = { pollingInterval: STATUS_REFRESH_MS };

/** The card's rows: the fullest node and the counts above low, high and flood stage. */
export function diskRows(t: TFunction, summary: DiskSummary): CardRow<KeysUnder<'home.disk'>>[] {
  const fullest = summary.fullest;
  return [
    ...(fullest
      ? [
          {
            label: 'fullest' as const,
            value: {
              kind: 'text' as const,
              text: t('home.disk.fullestValue', {
                node: fullest.node,
                percent: formatPercent(fullest.used * 100),
              }),
            },
          },
        ]
      : []),
    { label: 'aboveLow', value: { kind: 'count' as const, value: summary.above.low } },
    { label: 'aboveHigh', value: { kind: 'count' as const, value: summary.above.high } },
    { label: 'aboveFlood', value: { kind: 'count' as const, value: summary.above.flood } },
  ];
}

export function DiskCard() {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const { watermarks, summary, loading } = useDiskSummary(POLLING);
  const blocked = useScreenQuery(FLOOD_BLOCKED, undefined, POLLING).data ?? [];
  const title = t('home.disk.title');
  return (
    <HomeCard title={title}>
      {loading && <Loader size="sm" aria-label={title} />}
      {summary && !summary.fullest && <Text size="sm">{t('home.disk.unknown')}</Text>}
      {summary && <KeyValueList rows={diskRows(t, summary)} labels="home.disk" />}
      {watermarks && <WatermarkLegend watermarks={watermarks} />}
      {blocked.length > 0 && (
        <Text size="sm" c="var(--mantine-color-red-light-color)">
          {t('home.disk.blocked', { count: blocked.length })}{' '}
          <Anchor
            component={Link}
            underline="always"
            to={`${paths.indices(clusterIndex)}${BLOCKED_LIST_HASH}`}
          >
            {t('home.disk.blockedLink')}
          </Anchor>
        </Text>
      )}
    </HomeCard>
  );
}
