// What the security screen asks when it opens: who the connected user is, which also says whether
// the cluster has a security API; once that answer says it has, the list of the view the screen
// opens at, so that the list is on its way before the screen has drawn the first answer. Nothing
// else is asked of a cluster without security.
import { activeClusterTarget } from '../../api/clusterApi';
import { openScreenQuery, type AnyScreenQuery, type ScreenData } from '../../api/screenQuery';
import type { Distribution } from '../../engine/version';
import { SECURITY_VIEW_PARAM, type SecurityView } from '../../routing/screenPaths';
import { API_KEYS } from './keys/apiKeysApi';
import { ELASTICSEARCH_ROLE_MAPPINGS, OPENSEARCH_ROLE_MAPPINGS } from './mappings/mappingsApi';
import {
  OPENSEARCH_ACTION_GROUPS,
  OPENSEARCH_AUDIT,
  OPENSEARCH_TENANTS,
} from './opensearch/opensearchApi';
import { IDENTITY, SECURITY_ROLES, SECURITY_USERS } from './securityApi';

/** The views each engine's security API has, the first shown when none is asked for. */
export const ENGINE_VIEWS: Record<Distribution, readonly SecurityView[]> = {
  elasticsearch: ['users', 'roles', 'mappings', 'keys', 'access'],
  opensearch: ['users', 'roles', 'mappings', 'actiongroups', 'tenants', 'audit', 'access'],
};

/** The view the address asks for, where the engine has it; the users otherwise. */
export function shownView(distribution: Distribution, asked: string | null): SecurityView {
  return ENGINE_VIEWS[distribution].find((view) => view === asked) ?? 'users';
}

/** The list each view shows first (the permissions view chooses among the users). */
const VIEW_LISTS: Record<Distribution, Partial<Record<SecurityView, AnyScreenQuery>>> = {
  elasticsearch: {
    users: SECURITY_USERS,
    roles: SECURITY_ROLES,
    mappings: ELASTICSEARCH_ROLE_MAPPINGS,
    keys: API_KEYS,
    access: SECURITY_USERS,
  },
  opensearch: {
    users: SECURITY_USERS,
    roles: SECURITY_ROLES,
    mappings: OPENSEARCH_ROLE_MAPPINGS,
    actiongroups: OPENSEARCH_ACTION_GROUPS,
    tenants: OPENSEARCH_TENANTS,
    audit: OPENSEARCH_AUDIT,
    access: SECURITY_USERS,
  },
};

/** What the security screen first shows (see `ScreenData`). */
export const SECURITY_DATA: ScreenData = {
  queries: [IDENTITY],
  also: (opened) => async (dispatch, getState) => {
    // The opening's own ask for the identity is under way: this waits for its answer.
    const identity = await dispatch(IDENTITY.endpoint.initiate(undefined, { subscribe: false }));
    const engine = activeClusterTarget(getState())?.engine;
    if (!identity.isSuccess || !engine) return;
    const view = shownView(engine.distribution, opened.searchParams.get(SECURITY_VIEW_PARAM));
    const list = VIEW_LISTS[engine.distribution][view];
    if (list) await dispatch(openScreenQuery(list));
  },
};
