// Which template endpoint the screen lists (data spec 2.7, 4.3, 6). The selector shows when the
// version check 7 passes; _index_template is the default from major version 8 on (the fork
// counts as 7, lib/version). Component templates are offered beside them: every cluster with
// composable templates has them.
import type { TemplateEndpoint } from '../../api/operations/templates';
import type { Cluster } from '../../api/types';
import { featureMajorVersion, versionAtLeast } from '../../lib/version';

export type TemplateGate = Pick<Cluster, 'majorVersion' | 'distribution'>;

function check(cluster: TemplateGate, minimum: number): boolean {
  return versionAtLeast(featureMajorVersion(cluster.distribution, cluster.majorVersion), minimum);
}

/** The endpoint selector is shown (version check 7). */
export function endpointSelectable(cluster: TemplateGate): boolean {
  return check(cluster, 7);
}

/** _index_template from 8 on; otherwise, and for an unknown version, _template. */
export function defaultTemplateEndpoint(cluster: TemplateGate): TemplateEndpoint {
  return check(cluster, 8) ? '_index_template' : '_template';
}

/** The selector's choices, in order; only the default when there is no selector. */
export function endpointChoices(cluster: TemplateGate): TemplateEndpoint[] {
  return endpointSelectable(cluster) ? ['_template', '_index_template', '_component_template'] : [defaultTemplateEndpoint(cluster)];
}
