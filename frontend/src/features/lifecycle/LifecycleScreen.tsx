// The lifecycle screen: the policies that move indices from hot to delete, and the indices whose
// policy step failed, grouped to be retried together. Elasticsearch manages indices with ILM,
// OpenSearch with ISM; the screen follows the cluster's engine. A cluster that does not serve the
// API (a missing plugin answers 404 or 400, a user without the privilege 403) gets the reason
// instead of empty lists.
import { Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { lifecycleApi } from '../../api/lifecycleApi';
import { ASK_WHEN_OLD, screenQuery, useScreenQuery, type ScreenData } from '../../api/screenQuery';
import type { LifecycleApi } from '../../engine/profile';
import { useEngine } from '../../engine/useEngine';
import { activeEngineOf, useActiveClusterIndex, type RootState } from '../../store/hooks';
import { paths } from '../../routing/paths';
import { LIFECYCLE_VIEW_PARAM, type LifecycleView } from '../../routing/screenPaths';
import { SegmentSwitch } from '../../components/SegmentSwitch/SegmentSwitch';
import { ILM_OPERATION_MODE, ILM_POLICY_LIST } from './ilm/ilmApi';
import { IlmPolicies } from './ilm/IlmPolicies';
import { IlmStatus } from './ilm/IlmStatus';
import { ISM_POLICIES, ISM_POLICY_USE } from './ism/ismApi';
import { IsmPolicies } from './ism/IsmPolicies';
import { LifecycleTriage } from './triage/LifecycleTriage';
import { apiUnavailable } from '../../api/apiAvailability';
import { ApiUnavailableAlert } from '../../components/ApiUnavailableAlert/ApiUnavailableAlert';
import { SmallLink } from '../../components/PlainControls/plainLayout';

/** The lifecycle API the screen shows: ISM on OpenSearch, ILM otherwise. */
const kindOf = (lifecycle: LifecycleApi) => (lifecycle === 'ism' ? 'ism' : 'ilm');

/** Where the managed indices stand: the failures' count, and whether the API is served. */
const MANAGED_INDICES = screenQuery(
  lifecycleApi.endpoints.managedIndices,
  (state: RootState) => kindOf(activeEngineOf(state).lifecycle),
  { mounted: ASK_WHEN_OLD },
);

/** What the lifecycle screen first shows (see `ScreenData`): the policies and the failures' count. */
export const LIFECYCLE_DATA: ScreenData = {
  queries: [MANAGED_INDICES, ILM_OPERATION_MODE, ILM_POLICY_LIST, ISM_POLICIES, ISM_POLICY_USE],
};

export function LifecycleScreen() {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const kind = kindOf(useEngine().lifecycle);
  const query = useScreenQuery(MANAGED_INDICES);
  const [params, setParams] = useSearchParams();
  const view: LifecycleView = params.get(LIFECYCLE_VIEW_PARAM) === 'failed' ? 'failed' : 'policies';
  const failedCount = query.data?.failures.reduce((sum, group) => sum + group.indices.length, 0);
  const unavailable = apiUnavailable(query.error);
  const api = t(`lifecycle.api.${kind}`);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={2}>{t('lifecycle.title')}</Title>
          <Text size="sm" c="dimmed">
            {api}
          </Text>
          <SmallLink to={paths.indices(clusterIndex)}>{t('lifecycle.indicesLink')}</SmallLink>
        </Group>
        {kind === 'ilm' && unavailable === null && <IlmStatus />}
      </Group>
      {unavailable !== null ? (
        <ApiUnavailableAlert
          title={t(`lifecycle.unavailable.${unavailable.why}`, { api })}
          reason={unavailable.reason}
        />
      ) : (
        <>
          <SegmentSwitch
            aria-label={t('lifecycle.view.label')}
            size="sm"
            data={[
              { value: 'policies', label: t('lifecycle.view.policies') },
              {
                value: 'failed',
                label:
                  failedCount === undefined
                    ? t('lifecycle.view.failedPending')
                    : t('lifecycle.view.failed', { count: failedCount }),
              },
            ]}
            value={view}
            onChange={(next) =>
              setParams(next === 'policies' ? {} : { [LIFECYCLE_VIEW_PARAM]: next }, {
                replace: true,
              })
            }
          />
          {view === 'failed' ? (
            <LifecycleTriage kind={kind} />
          ) : kind === 'ilm' ? (
            <IlmPolicies />
          ) : (
            <IsmPolicies />
          )}
        </>
      )}
    </Stack>
  );
}
