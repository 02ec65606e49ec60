// "Health, explained": where the engine has the health report (Elasticsearch 8.7+), its
// indicators; elsewhere, or where the cluster answers that it has no such API (400 "no handler",
// 404, 405) or refuses it (403, its reason shown), the same view built from the health rules.
import { Loader } from '@mantine/core';
import { apiUnavailable } from '../../../api/apiAvailability';
import type { ClusterErrorInfo } from '../../../api/errors';
import { ApiUnavailableAlert } from '../../../components/ApiUnavailableAlert/ApiUnavailableAlert';
import { useEngine } from '../../../engine/useEngine';
import { useTranslation } from '../../../i18n/translate';
import { useHealthReportOverviewQuery } from './healthApi';
import { ReportView } from './ReportView';
import { RulesView } from './RulesView';

export function HealthView() {
  const engine = useEngine();
  return engine.healthReport ? <ReportOrRules /> : <RulesView why="engine" />;
}

function ReportOrRules() {
  const { t } = useTranslation();
  const overview = useHealthReportOverviewQuery();
  const unavailable = apiUnavailable(overview.error);
  if (unavailable?.why === 'forbidden')
    return (
      <>
        <ApiUnavailableAlert
          title={t('diagnostics.health.reportForbidden')}
          reason={unavailable.reason}
        />
        <RulesView why="forbidden" />
      </>
    );
  if (unavailable) return <RulesView why="missing" reason={unavailable.reason} />;
  if (overview.isLoading) return <Loader size="sm" aria-label={t('diagnostics.health.loading')} />;
  return (
    <ReportView
      report={overview.data?.report ?? null}
      answeredAt={overview.data?.at ?? null}
      fetching={overview.isFetching}
      error={overview.error as ClusterErrorInfo | undefined}
      onRefresh={() => void overview.refetch()}
    />
  );
}
