// The role editor's calls as RTK Query endpoints: what its fields offer (built-in privileges,
// action groups, the fields of the named indices), a document-level query checked on its
// indices, OpenSearch's role mappings (who holds a role), and writing a role, which makes the
// role list old.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import {
  getActionGroups,
  getBuiltinPrivileges,
  getFieldCaps,
  getRoleMappings,
  putRole,
  validateQuery,
  type QueryCheckArg,
} from '../../../api/operations/securityRoleEditor';
import {
  readOpensearchRoleMappings,
  type OpensearchRoleMapping,
} from '../../../engine/opensearchMappings';
import {
  actionGroupOptions,
  builtinPrivileges,
  fieldCapsNames,
  queryCheck,
  type PrivilegeOptions,
  type QueryCheck,
} from './roleOptions';

export interface RoleWrite {
  name: string;
  body: Record<string, unknown>;
}

/** Seconds the fields of a set of indices stay known once no entry names them. */
const FIELDS_KEPT_S = 60;

export const roleEditorApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    roleEditorBuiltinPrivileges: build.query<PrivilegeOptions, void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        builtinPrivileges(await getBuiltinPrivileges(target, signal)),
      ),
    }),
    roleEditorActionGroups: build.query<PrivilegeOptions, void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        actionGroupOptions(await getActionGroups(target, signal)),
      ),
      providesTags: ['SecurityActionGroups'],
    }),
    /** The argument: the entry's index names and patterns, joined with ','. */
    roleEditorFields: build.query<string[], string>({
      queryFn: clusterQuery(async (target, names, signal) =>
        fieldCapsNames(await getFieldCaps(target, names.split(','), signal)),
      ),
      keepUnusedDataFor: FIELDS_KEPT_S,
    }),
    roleEditorQueryCheck: build.query<QueryCheck, QueryCheckArg>({
      queryFn: clusterQuery(async (target, arg, signal) =>
        queryCheck(await validateQuery(target, arg, signal)),
      ),
      keepUnusedDataFor: 0,
    }),
    roleEditorMappings: build.query<OpensearchRoleMapping[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        readOpensearchRoleMappings(await getRoleMappings(target, signal)),
      ),
      providesTags: ['SecurityRoleMappings'],
    }),
    putSecurityRole: build.mutation<unknown, RoleWrite>({
      queryFn: clusterQuery((target, { name, body }, signal) =>
        putRole(target, name, body, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['SecurityRoles']),
    }),
  }),
});

export const {
  useRoleEditorBuiltinPrivilegesQuery,
  useRoleEditorActionGroupsQuery,
  useRoleEditorFieldsQuery,
  useLazyRoleEditorQueryCheckQuery,
  useRoleEditorMappingsQuery,
  usePutSecurityRoleMutation,
} = roleEditorApi;
