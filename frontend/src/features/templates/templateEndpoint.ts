// Which template endpoint the screen lists. The selector shows from major version 7 on;
// _index_template is the default from major version 8 on (the fork
// counts as 7, engine/version). Component templates are offered beside them where the cluster has
// them: the default engine from 7.8 on, every fork release. The address names the endpoint by
// its kind (?kind=index|component|legacy); a kind the cluster does not offer gives the default.
import type { TemplateEndpoint } from '../../api/operations/templates';
import type { Cluster } from '../../api/types';
import { featureMajorVersion, versionAtLeast } from '../../engine/version';
import { TEMPLATE_KINDS, type TemplateKind } from '../../routing/paths';

export type TemplateGate = Pick<Cluster, 'version' | 'majorVersion' | 'distribution'>;

function check(cluster: TemplateGate, minimum: number): boolean {
  return versionAtLeast(featureMajorVersion(cluster.distribution, cluster.majorVersion), minimum);
}

/** The endpoint selector is shown from major version 7 on (a fork counts as 7). */
export function endpointSelectable(cluster: TemplateGate): boolean {
  return check(cluster, 7);
}

/** _index_template from 8 on; otherwise, and for an unknown version, _template. */
export function defaultTemplateEndpoint(cluster: TemplateGate): TemplateEndpoint {
  return check(cluster, 8) ? '_index_template' : '_template';
}

/** The minor version of '7.8.1' (8); NaN when the version does not say. */
function minorVersion(version: string): number {
  return Number.parseInt(version.trim().split('.')[1] ?? '', 10);
}

/** _component_template exists: the default engine from 7.8 on, every fork release. */
export function hasComponentTemplates(cluster: TemplateGate): boolean {
  if (!endpointSelectable(cluster)) return false;
  if (cluster.distribution === 'opensearch' || check(cluster, 8)) return true;
  return minorVersion(cluster.version) >= 8;
}

/** The selector's choices, in order; only the default when there is no selector. */
export function endpointChoices(cluster: TemplateGate): TemplateEndpoint[] {
  if (!endpointSelectable(cluster)) return [defaultTemplateEndpoint(cluster)];
  return hasComponentTemplates(cluster)
    ? ['_index_template', '_component_template', '_template']
    : ['_index_template', '_template'];
}

const ENDPOINTS: Record<TemplateKind, TemplateEndpoint> = {
  index: '_index_template',
  component: '_component_template',
  legacy: '_template',
};

/** The kind of template an endpoint lists, as the address names it. */
export function templateKind(endpoint: TemplateEndpoint): TemplateKind {
  return endpoint === '_index_template'
    ? 'index'
    : endpoint === '_component_template'
      ? 'component'
      : 'legacy';
}

/** The endpoint of the kind the address names, when the cluster offers it; the default otherwise. */
export function endpointOfKind(cluster: TemplateGate, kind: string | null): TemplateEndpoint {
  const known = TEMPLATE_KINDS.find((candidate) => candidate === kind);
  const endpoint = known === undefined ? null : ENDPOINTS[known];
  return endpoint !== null && endpointChoices(cluster).includes(endpoint)
    ? endpoint
    : defaultTemplateEndpoint(cluster);
}
