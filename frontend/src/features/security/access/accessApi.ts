// The calls behind "why can't this user do that?" as RTK Query endpoints: the names to ask about,
// the facts Elasticsearch answers with, and the OpenSearch configuration the answer is worked out
// from. Writes to users, roles, mappings and action groups make them old.
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import type { ClusterTagType } from '../../../api/clusterApi';
import {
  getBuiltinPrivileges,
  getElasticsearchAccess,
  getOpensearchConfig,
  getOpensearchUser,
  type BuiltinPrivileges,
  type ElasticsearchAccessArg,
  type ElasticsearchAccessFacts,
  type OpensearchConfigPart,
} from '../../../api/operations/securityAccess';
import type { OpensearchUser } from '../../../engine/opensearchAccessConfig';

const CONFIG_TAGS: Record<OpensearchConfigPart, ClusterTagType> = {
  roles: 'SecurityRoles',
  rolesmapping: 'SecurityRoleMappings',
  actiongroups: 'SecurityActionGroups',
};

export const accessApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    builtinPrivileges: build.query<BuiltinPrivileges, void>({
      queryFn: clusterQuery((target, _arg, signal) => getBuiltinPrivileges(target, signal)),
    }),
    elasticsearchAccess: build.query<ElasticsearchAccessFacts, ElasticsearchAccessArg>({
      queryFn: clusterQuery(getElasticsearchAccess),
      providesTags: ['SecurityUsers', 'SecurityRoles'],
    }),
    opensearchConfig: build.query<unknown, OpensearchConfigPart>({
      queryFn: clusterQuery(getOpensearchConfig),
      providesTags: (_result, _error, part) => [CONFIG_TAGS[part]],
    }),
    opensearchUser: build.query<OpensearchUser, string>({
      queryFn: clusterQuery(getOpensearchUser),
      providesTags: ['SecurityUsers'],
    }),
  }),
});

export const {
  useBuiltinPrivilegesQuery,
  useElasticsearchAccessQuery,
  useOpensearchConfigQuery,
  useOpensearchUserQuery,
} = accessApi;
