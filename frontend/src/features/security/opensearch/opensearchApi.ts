// The OpenSearch security plugin's action groups, tenants and audit configuration as RTK Query
// endpoints, and the writes that make those answers old.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import {
  deleteOpensearchEntry,
  getActionGroups,
  getAudit,
  getTenants,
  putAuditConfig,
  writeOpensearchEntry,
  type OpensearchEntryKind,
  type OpensearchEntryWrite,
} from '../../../api/operations/securityOpensearch';
import { ASK_WHEN_OLD, screenQuery } from '../../../api/screenQuery';
import type { ActionGroup } from '../../../engine/opensearchActionGroups';
import type { AuditAnswer } from '../../../engine/opensearchAudit';
import type { Tenant } from '../../../engine/opensearchTenants';

const TAG = { actiongroups: 'SecurityActionGroups', tenants: 'SecurityTenants' } as const;

export const opensearchSecurityApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    opensearchActionGroups: build.query<ActionGroup[], void>({
      queryFn: clusterQuery((target, _arg, signal) => getActionGroups(target, signal)),
      providesTags: ['SecurityActionGroups'],
    }),
    opensearchTenants: build.query<Tenant[], void>({
      queryFn: clusterQuery((target, _arg, signal) => getTenants(target, signal)),
      providesTags: ['SecurityTenants'],
    }),
    opensearchAudit: build.query<AuditAnswer, void>({
      queryFn: clusterQuery((target, _arg, signal) => getAudit(target, signal)),
      providesTags: ['SecurityAudit'],
    }),
    writeOpensearchEntry: build.mutation<unknown, OpensearchEntryWrite>({
      queryFn: clusterQuery(writeOpensearchEntry),
      invalidatesTags: invalidatesOnSuccess((write: OpensearchEntryWrite) => [TAG[write.kind]]),
    }),
    deleteOpensearchEntry: build.mutation<unknown, { kind: OpensearchEntryKind; name: string }>({
      queryFn: clusterQuery(deleteOpensearchEntry),
      invalidatesTags: invalidatesOnSuccess((entry: { kind: OpensearchEntryKind }) => [
        TAG[entry.kind],
      ]),
    }),
    putOpensearchAudit: build.mutation<unknown, Record<string, unknown>>({
      queryFn: clusterQuery(putAuditConfig),
      invalidatesTags: invalidatesOnSuccess(['SecurityAudit']),
    }),
  }),
});

export const {
  useOpensearchActionGroupsQuery,
  useWriteOpensearchEntryMutation,
  useDeleteOpensearchEntryMutation,
  usePutOpensearchAuditMutation,
} = opensearchSecurityApi;

const noArgument = () => undefined;
/** Asked again when the answer is old as the view mounts. */
const MOUNTED = { mounted: ASK_WHEN_OLD };
const { endpoints } = opensearchSecurityApi;

/** The action groups of the security plugin. */
export const OPENSEARCH_ACTION_GROUPS = screenQuery(
  endpoints.opensearchActionGroups,
  noArgument,
  MOUNTED,
);

/** The tenants of the security plugin. */
export const OPENSEARCH_TENANTS = screenQuery(endpoints.opensearchTenants, noArgument, MOUNTED);

/** The audit configuration, with the fields the plugin lets no one change. */
export const OPENSEARCH_AUDIT = screenQuery(endpoints.opensearchAudit, noArgument, MOUNTED);
