// Index settings calls: one index's settings read flat (with the engine's defaults when asked),
// and the change of one or many indices' settings, with the close and open that surround a
// change an open index refuses. Each write is described as its request first, so that a dialog
// shows exactly what it then sends.
import { escapeIndexName, indexPath } from '../../lib/indexName';
import { stringifyJson } from '../../lib/json';
import { clusterRequest, type HttpMethod, type WriteConsent } from '../client';
import type { ClusterTarget } from '../types';

export interface IndexSettingsArg {
  index: string;
  /** Adds include_defaults=true: every setting the engine applies, not only the index's own. */
  includeDefaults: boolean;
}

/** GET {index}/_settings?flat_settings=true, with &include_defaults=true when asked. */
export function getIndexSettings(
  target: ClusterTarget,
  { index, includeDefaults }: IndexSettingsArg,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'GET',
    path: `${escapeIndexName(index)}/_settings`,
    params: { flat_settings: true, include_defaults: includeDefaults ? true : undefined },
    signal,
  });
}

/**
 * The steps of a settings change: 'apply' alone for a setting an open index accepts; 'close',
 * 'apply', 'open' in this order for one it refuses.
 */
export type SettingsStep = 'close' | 'apply' | 'open';

/** The body of PUT {indices}/_settings: the settings inside "index", names without 'index.'. */
export interface IndexSettingsBody {
  readonly index: Readonly<Record<string, unknown>>;
}

export interface SettingsStepArg {
  step: SettingsStep;
  indices: readonly string[];
  /** Only the 'apply' step sends it. */
  body: IndexSettingsBody;
  /** The consent of the guided change this step belongs to (see planWrites). */
  consent?: WriteConsent;
}

/** A request as the dialog shows it and then sends it. */
export interface StepRequest {
  method: HttpMethod;
  path: string;
  body?: IndexSettingsBody;
}

const STEP_ENDPOINTS: Record<SettingsStep, { method: HttpMethod; endpoint: string }> = {
  close: { method: 'POST', endpoint: '_close' },
  apply: { method: 'PUT', endpoint: '_settings' },
  open: { method: 'POST', endpoint: '_open' },
};

/**
 * The request of one step on `indices`, all of them in one request. An empty list is refused:
 * without an index the path would change every index of the cluster.
 */
export function settingsStepRequest({ step, indices, body }: SettingsStepArg): StepRequest {
  const names = indexPath(indices);
  if (names === '') throw new RangeError(`settings step '${step}' needs at least one index`);
  const { method, endpoint } = STEP_ENDPOINTS[step];
  const path = `${names}/${endpoint}`;
  return step === 'apply' ? { method, path, body } : { method, path };
}

/** The request as the user reads it before it is sent: method and path, then the JSON body. */
export function stepRequestText(request: StepRequest): string {
  const line = `${request.method} ${request.path}`;
  return request.body === undefined ? line : `${line}\n${stringifyJson(request.body, 2)}`;
}

/** Sends one step's request; resolves with the cluster's answer. */
export async function runSettingsStep(
  target: ClusterTarget,
  arg: SettingsStepArg,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    ...settingsStepRequest(arg),
    consent: arg.consent,
    signal,
  });
}

export interface PutIndexSettingsArg {
  indices: readonly string[];
  body: IndexSettingsBody;
}

/** PUT {indices}/_settings with `body`, every index in one request. */
export function putIndexSettings(
  target: ClusterTarget,
  { indices, body }: PutIndexSettingsArg,
  signal?: AbortSignal,
): Promise<unknown> {
  return runSettingsStep(target, { step: 'apply', indices, body }, signal);
}
