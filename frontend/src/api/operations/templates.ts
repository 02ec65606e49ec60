// Index template listings, and the component templates that composable
// templates are built from.

import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';

export type TemplateEndpoint = '_template' | '_index_template' | '_component_template';

/** GET _template: legacy templates keyed by name. */
export type LegacyTemplatesResponse = Record<
  string,
  { index_patterns?: string[]; template?: string } & Record<string, unknown>
>;

/** GET _index_template: composable templates. */
export interface IndexTemplatesResponse {
  index_templates?: {
    name: string;
    index_template?: { index_patterns?: string[] } & Record<string, unknown>;
  }[];
}

export function template(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<LegacyTemplatesResponse> {
  return clusterRequest<LegacyTemplatesResponse>(target, {
    method: 'GET',
    path: '_template',
    signal,
  });
}

export function indexTemplate(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<IndexTemplatesResponse> {
  return clusterRequest<IndexTemplatesResponse>(target, {
    method: 'GET',
    path: '_index_template',
    signal,
  });
}

/** GET on the chosen template endpoint; the answer's shape depends on it. */
export function templates(
  target: ClusterTarget,
  endpoint: TemplateEndpoint,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'GET', path: endpoint, signal });
}
