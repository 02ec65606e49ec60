// Which template endpoint the screen lists. The selector shows from major version 7 on;
// _index_template is the default from major version 8 on (OpenSearch
// counts as 7.10, engine/profile). Component templates are offered beside them where the cluster has
// them: the default engine from 7.8 on, every fork release. The address names the endpoint by
// its kind (?kind=index|component|legacy); a kind the cluster does not offer gives the default.
import type { TemplateEndpoint } from '../../api/operations/templates';
import type { EngineProfile } from '../../engine/profile';
import { TEMPLATE_KINDS, type TemplateKind } from '../../routing/screenPaths';

/** What decides the template endpoints offered: the engine. */
export type TemplateGate = EngineProfile;

/** The endpoint selector is shown from major version 7 on (OpenSearch counts as 7.10). */
export function endpointSelectable(engine: TemplateGate): boolean {
  return engine.composableTemplates;
}

/** _index_template from 8 on; otherwise, and for an unknown version, _template. */
export function defaultTemplateEndpoint(engine: TemplateGate): TemplateEndpoint {
  return engine.composableTemplatesFirst ? '_index_template' : '_template';
}

/** _component_template exists: Elasticsearch from 7.8 on, every OpenSearch release. */
export function hasComponentTemplates(engine: TemplateGate): boolean {
  return engine.componentTemplates;
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
