// Role mappings as RTK Query endpoints: the lists of each engine, and the writes (PUT and DELETE)
// that make them old.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import {
  deleteRoleMapping,
  getElasticsearchRoleMappings,
  getOpensearchRoleMappings,
  putRoleMapping,
  type ElasticsearchRoleMappings,
  type OpensearchMappingRow,
  type RoleMappingWrite,
} from '../../../api/operations/securityMappings';
import { ASK_WHEN_OLD, screenQuery } from '../../../api/screenQuery';

export const mappingsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    elasticsearchRoleMappings: build.query<ElasticsearchRoleMappings, void>({
      queryFn: clusterQuery((target, _arg, signal) => getElasticsearchRoleMappings(target, signal)),
      providesTags: ['SecurityRoleMappings'],
    }),
    opensearchRoleMappings: build.query<OpensearchMappingRow[], void>({
      queryFn: clusterQuery((target, _arg, signal) => getOpensearchRoleMappings(target, signal)),
      providesTags: ['SecurityRoleMappings'],
    }),
    putRoleMapping: build.mutation<unknown, RoleMappingWrite>({
      queryFn: clusterQuery(putRoleMapping),
      invalidatesTags: invalidatesOnSuccess(['SecurityRoleMappings']),
    }),
    deleteRoleMapping: build.mutation<unknown, string>({
      queryFn: clusterQuery(deleteRoleMapping),
      invalidatesTags: invalidatesOnSuccess(['SecurityRoleMappings']),
    }),
  }),
});

export const { usePutRoleMappingMutation, useDeleteRoleMappingMutation } = mappingsApi;

const noArgument = () => undefined;

/** Every role mapping of Elasticsearch's security. */
export const ELASTICSEARCH_ROLE_MAPPINGS = screenQuery(
  mappingsApi.endpoints.elasticsearchRoleMappings,
  noArgument,
  { mounted: ASK_WHEN_OLD },
);

/** Every role mapping of OpenSearch's security plugin. */
export const OPENSEARCH_ROLE_MAPPINGS = screenQuery(
  mappingsApi.endpoints.opensearchRoleMappings,
  noArgument,
  { mounted: ASK_WHEN_OLD },
);
