// Which template endpoint the screen lists. The selector shows from major version 7 on;
// _index_template is the default from major version 8 on (the fork
// counts as 7, engine/version). Component templates are offered beside them where the cluster has
// them: the default engine from 7.8 on, every fork release.
import type { TemplateEndpoint } from '../../api/operations/templates';
import type { Cluster } from '../../api/types';
import { featureMajorVersion, versionAtLeast } from '../../engine/version';

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
  const choices: TemplateEndpoint[] = ['_template', '_index_template'];
  return hasComponentTemplates(cluster) ? [...choices, '_component_template'] : choices;
}
