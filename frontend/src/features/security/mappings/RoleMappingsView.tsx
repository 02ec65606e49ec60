// The role mappings of the cluster's security, in the engine's own terms: Elasticsearch's rules
// over users of a realm, or OpenSearch's users, backend roles and hosts per role.
import { useEngine } from '../../../engine/useEngine';
import { ElasticsearchMappingsView } from './ElasticsearchMappingsView';
import { OpensearchMappingsView } from './OpensearchMappingsView';

export function RoleMappingsView() {
  return useEngine().security === 'opendistro' ? (
    <OpensearchMappingsView />
  ) : (
    <ElasticsearchMappingsView />
  );
}
