// Index template listings, and the component templates that composable
// templates are built from; writing and deleting both kinds, and the engine's preview of what a
// composable template would give an index.

import { encodePathSegment } from '../../lib/indexName';
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

/** A template to write: its name and its body as the engine takes it. */
export interface TemplateWrite {
  name: string;
  body: Record<string, unknown>;
}

export const componentTemplatePath = (name: string) =>
  `_component_template/${encodePathSegment(name)}`;

export const indexTemplatePath = (name: string) => `_index_template/${encodePathSegment(name)}`;

export const legacyTemplatePath = (name: string) => `_template/${encodePathSegment(name)}`;

/**
 * The path of a preview. With a name the engine resolves the body as if it replaced (or became)
 * the template of that name; without one it resolves whichever template would win.
 */
export const simulateTemplatePath = (name: string) =>
  name === ''
    ? '_index_template/_simulate'
    : `_index_template/_simulate/${encodePathSegment(name)}`;

/** PUT of a template's body at the path of its name: creates or replaces that template. */
function putAt(path: (name: string) => string) {
  return (target: ClusterTarget, { name, body }: TemplateWrite, signal?: AbortSignal) =>
    clusterRequest<unknown>(target, { method: 'PUT', path: path(name), body, signal });
}

/** DELETE at the path of a template's name. */
function deleteAt(path: (name: string) => string) {
  return (target: ClusterTarget, name: string, signal?: AbortSignal) =>
    clusterRequest<unknown>(target, { method: 'DELETE', path: path(name), signal });
}

/** PUT _component_template/{name}: creates or replaces a component template. */
export const putComponentTemplate = putAt(componentTemplatePath);

/** DELETE _component_template/{name}: the engine refuses while a composable template uses it. */
export const deleteComponentTemplate = deleteAt(componentTemplatePath);

/** PUT _index_template/{name}: creates or replaces a composable template. */
export const putIndexTemplate = putAt(indexTemplatePath);

/** DELETE _index_template/{name}. */
export const deleteIndexTemplate = deleteAt(indexTemplatePath);

/** DELETE _template/{name}: a legacy template. */
export const deleteLegacyTemplate = deleteAt(legacyTemplatePath);

/**
 * POST _index_template/_simulate[/{name}] with a template body: the settings, mappings and
 * aliases an index matching it would get, and the other templates whose patterns overlap
 * ({ template: { settings, mappings, aliases }, overlapping: [{ name, index_patterns }] }).
 * Nothing is stored.
 */
export function simulateIndexTemplate(
  target: ClusterTarget,
  { name, body }: TemplateWrite,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: simulateTemplatePath(name),
    body,
    signal,
  });
}
