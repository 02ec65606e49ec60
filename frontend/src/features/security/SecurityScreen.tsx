// The security screen: who may do what on the cluster. It first asks who the connected user is,
// which also says whether the cluster has a security API at all: without one (not installed, not
// enabled, or a user who may not ask) the screen says which and sends nothing else. Otherwise it
// shows one view at a time (users, roles, role mappings, API keys or OpenSearch's action groups,
// tenants and audit, and why a user may or may not do something), chosen in the URL. What it asks
// on opening is in securityOpening.ts.
import { Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { useScreenQuery } from '../../api/screenQuery';
import { useEngine } from '../../engine/useEngine';
import { SECURITY_VIEW_PARAM, type SecurityView } from '../../routing/screenPaths';
import { ApiUnavailableAlert } from '../../components/ApiUnavailableAlert/ApiUnavailableAlert';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { SegmentSwitch } from '../../components/SegmentSwitch/SegmentSwitch';
import { queryRequestState } from '../../api/queryState';
import { useActiveCluster } from '../../store/hooks';
import { IDENTITY } from './securityApi';
import { ENGINE_VIEWS, shownView } from './securityOpening';
import { securityUnavailable } from './securityUnavailable';
import { AccessView } from './access/AccessView';
import { ApiKeysView } from './keys/ApiKeysView';
import { RoleMappingsView } from './mappings/RoleMappingsView';
import { ActionGroupsView } from './opensearch/ActionGroupsView';
import { AuditView } from './opensearch/AuditView';
import { TenantsView } from './opensearch/TenantsView';
import { RolesView } from './roles/RolesView';
import { UsersView } from './users/UsersView';

/** What the screen asks when it opens (securityOpening.ts). */
export { SECURITY_DATA } from './securityOpening';

function ViewOf({ view }: { view: SecurityView }) {
  switch (view) {
    case 'roles':
      return <RolesView />;
    case 'mappings':
      return <RoleMappingsView />;
    case 'keys':
      return <ApiKeysView />;
    case 'actiongroups':
      return <ActionGroupsView />;
    case 'tenants':
      return <TenantsView />;
    case 'audit':
      return <AuditView />;
    case 'access':
      return <AccessView />;
    default:
      return <UsersView />;
  }
}

export function SecurityScreen() {
  const { t } = useTranslation();
  const engine = useEngine();
  const cluster = useActiveCluster();
  const identity = useScreenQuery(IDENTITY);
  const [params, setParams] = useSearchParams();
  const views = ENGINE_VIEWS[engine.distribution];
  const view = shownView(engine.distribution, params.get(SECURITY_VIEW_PARAM));
  const unavailable = securityUnavailable(engine.security, identity.error);
  const api = t(`security.api.${engine.distribution}`);

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Title order={2}>{t('security.title')}</Title>
        <Text size="sm" c="dimmed">
          {api}
        </Text>
      </Group>
      {unavailable !== null ? (
        <ApiUnavailableAlert
          title={t(`security.unavailable.${unavailable.why}`, { api })}
          reason={unavailable.reason}
        />
      ) : (
        <LoaderStatus state={queryRequestState(identity)} uri={cluster?.uri}>
          {identity.data !== undefined && (
            <Stack gap="sm">
              <SegmentSwitch
                aria-label={t('security.view.label')}
                size="sm"
                data={views.map((value) => ({
                  value,
                  label: t(`security.view.${value}`),
                }))}
                value={view}
                onChange={(next) =>
                  setParams(next === 'users' ? {} : { [SECURITY_VIEW_PARAM]: next }, {
                    replace: true,
                  })
                }
              />
              <ViewOf view={view} />
            </Stack>
          )}
        </LoaderStatus>
      )}
    </Stack>
  );
}
