// The diagnostics screen: how a text is analysed and why a search is slow, one view at a time,
// the view named in the address (`?view=`).
import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import type { ScreenData } from '../../api/screenQuery';
import { useScreenQuery } from '../../api/screenQuery';
import { SegmentSwitch } from '../../components/SegmentSwitch/SegmentSwitch';
import { useTranslation } from '../../i18n/translate';
import {
  DIAGNOSTICS_VIEW_PARAM,
  DIAGNOSTICS_VIEWS,
  type DiagnosticsView,
} from '../../routing/screenPaths';
import { AnalysisView } from './analysis/AnalysisView';
import { DiskView } from './disk/DiskView';
import { HealthView } from './health/HealthView';
import { ProfilerView } from './profiler/ProfilerView';
import { DIAGNOSTICS_INDEX_NAMES } from './diagnosticsApi';

/** The index names the views' pickers offer. */
export const DIAGNOSTICS_DATA: ScreenData = { queries: [DIAGNOSTICS_INDEX_NAMES] };

const NO_NAMES: string[] = [];

/** The view an address names; text analysis for none or an unknown one. */
export function shownView(value: string | null): DiagnosticsView {
  return DIAGNOSTICS_VIEWS.find((view) => view === value) ?? 'analysis';
}

export function DiagnosticsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = shownView(params.get(DIAGNOSTICS_VIEW_PARAM));
  const names = useScreenQuery(DIAGNOSTICS_INDEX_NAMES);
  const indexNames = names.data ?? NO_NAMES;
  const onView = (next: DiagnosticsView) =>
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        query.set(DIAGNOSTICS_VIEW_PARAM, next);
        return query;
      },
      { replace: true },
    );
  return (
    <Stack gap="sm">
      <Title order={2}>{t('diagnostics.title')}</Title>
      <SegmentSwitch
        aria-label={t('diagnostics.views')}
        value={view}
        onChange={onView}
        data={DIAGNOSTICS_VIEWS.map((value) => ({ value, label: t(`diagnostics.view.${value}`) }))}
      />
      {view === 'health' && <HealthView />}
      {view === 'analysis' && <AnalysisView indexNames={indexNames} />}
      {view === 'profiler' && <ProfilerView />}
      {view === 'disk' && <DiskView indexNames={indexNames} />}
    </Stack>
  );
}
