import { describe, expect, it } from 'vitest';
import { catalogueTexts, specificationsAt } from '../../scripts/catalogue/catalogues.mjs';
import { isRecord } from '../lib/storage';
import {
  applySpeedSettings,
  restoreSpeedSettings,
  SpeedSettingsError,
  type SendSettingsRequest,
  type SettingsRequest,
} from './importSpeed';

/** Flat settings of an index, as `_settings?flat_settings=true` names them. */
type Flat = Record<string, string>;

const DEFAULTS: Flat = { 'index.refresh_interval': '1s', 'index.number_of_replicas': '1' };

/**
 * A cluster's indices and the settings set on each, answering `GET {target}/_settings/{names}`
 * (keyed by concrete index, IndexState's `settings` and `defaults`) and `PUT {index}/_settings`.
 */
class SettingsCluster {
  readonly sent: SettingsRequest[] = [];
  readonly indices: Record<string, Flat>;
  /** Aliases and data streams, to the indices they name. */
  private readonly names: Record<string, string[]>;
  private readonly refuse: (request: SettingsRequest) => boolean;

  constructor(
    indices: Record<string, Flat>,
    names: Record<string, string[]> = {},
    refuse: (request: SettingsRequest) => boolean = () => false,
  ) {
    this.indices = structuredClone(indices);
    this.names = names;
    this.refuse = refuse;
  }

  readonly request: SendSettingsRequest = async (request) => {
    this.sent.push(request);
    if (this.refuse(request)) throw new Error(`index [${request.path.split('/')[0]}] is blocked`);
    const [target, , filter = ''] = request.path.split('/').map(decodeURIComponent);
    if (request.method === 'PUT') {
      const values = (request.body as { index: Record<string, string | null> }).index;
      for (const [name, value] of Object.entries(values)) {
        if (value === null) delete this.indices[target][`index.${name}`];
        else this.indices[target][`index.${name}`] = value;
      }
      return { acknowledged: true };
    }
    const wanted = filter.split(',');
    const pick = (flat: Flat) =>
      Object.fromEntries(Object.entries(flat).filter(([name]) => wanted.includes(name)));
    const concrete = this.names[target] ?? [target];
    return Object.fromEntries(
      concrete.map((index) => {
        const set = pick(this.indices[index]);
        const defaults = pick(DEFAULTS);
        for (const name of Object.keys(set)) delete defaults[name];
        const withDefaults = request.params?.include_defaults === 'true';
        return [index, withDefaults ? { settings: set, defaults } : { settings: set }];
      }),
    );
  };
}

const BOTH = { refreshOff: true, noReplicas: true };

describe('speed settings', () => {
  it('turns refresh and replicas off for the run, then puts back what the index had', async () => {
    const cluster = new SettingsCluster({ logs: { 'index.number_of_replicas': '2' } });
    const saved = await applySpeedSettings(cluster.request, 'logs', BOTH);
    expect(cluster.indices.logs).toEqual({
      'index.refresh_interval': '-1',
      'index.number_of_replicas': '0',
    });
    expect(cluster.sent[0]).toEqual({
      method: 'GET',
      path: 'logs/_settings/index.refresh_interval,index.number_of_replicas',
      params: { include_defaults: 'true', flat_settings: 'true' },
    });
    expect(await restoreSpeedSettings(cluster.request, saved)).toEqual([]);
    // The replicas set on the index come back; the refresh it did not set is its default again.
    expect(cluster.indices.logs).toEqual({ 'index.number_of_replicas': '2' });
    expect(cluster.sent[cluster.sent.length - 1].body).toEqual({
      index: { refresh_interval: null, number_of_replicas: '2' },
    });
  });

  it('changes every index an alias or data stream names, each put back to its own values', async () => {
    const before = {
      '.ds-logs-2026.01.01-000001': { 'index.refresh_interval': '30s' },
      '.ds-logs-2026.01.02-000002': { 'index.number_of_replicas': '3' },
    };
    const cluster = new SettingsCluster(before, { logs: Object.keys(before) });
    const saved = await applySpeedSettings(cluster.request, 'logs', BOTH);
    expect(saved.map((entry) => entry.index)).toEqual(Object.keys(before));
    for (const settings of Object.values(cluster.indices))
      expect(settings).toEqual({ 'index.refresh_interval': '-1', 'index.number_of_replicas': '0' });
    await restoreSpeedSettings(cluster.request, saved);
    expect(cluster.indices).toEqual(before);
  });

  it('changes only what the user chose, and leaves alone an index already at the value', async () => {
    const before = { a: { 'index.refresh_interval': '-1' }, b: {} };
    const cluster = new SettingsCluster(before, { both: ['a', 'b'] });
    const saved = await applySpeedSettings(cluster.request, 'both', {
      refreshOff: true,
      noReplicas: false,
    });
    expect(saved).toEqual([
      {
        index: 'b',
        refresh_interval: null,
        number_of_replicas: null,
        changed: ['refresh_interval'],
      },
    ]);
    expect(cluster.indices).toEqual({ a: before.a, b: { 'index.refresh_interval': '-1' } });
    await restoreSpeedSettings(cluster.request, saved);
    expect(cluster.indices).toEqual(before);
    // What the run did not change is not written back.
    expect(cluster.sent[cluster.sent.length - 1].body).toEqual({
      index: { refresh_interval: null },
    });

    const untouched = new SettingsCluster(before);
    const none = { refreshOff: false, noReplicas: false };
    expect(await applySpeedSettings(untouched.request, 'a', none)).toEqual([]);
    expect(untouched.sent).toEqual([]);
  });

  it('says which indices it could not put back, and puts back the others', async () => {
    const before = { a: { 'index.number_of_replicas': '2' }, b: {} };
    const cluster = new SettingsCluster(before, { both: ['a', 'b'] }, (request) => {
      const body = request.body as { index?: Record<string, unknown> } | undefined;
      return request.path === 'a/_settings' && body?.index?.number_of_replicas === '2';
    });
    const saved = await applySpeedSettings(cluster.request, 'both', BOTH);
    const failures = await restoreSpeedSettings(cluster.request, saved);
    expect(failures).toEqual([{ index: 'a', failure: 'index [a] is blocked' }]);
    expect(cluster.indices.b).toEqual({});
  });

  it('puts back what it changed when a change fails, and says why', async () => {
    const before = { a: { 'index.refresh_interval': '5s' }, b: {} };
    const cluster = new SettingsCluster(
      before,
      { both: ['a', 'b'] },
      (request) => request.method === 'PUT' && request.path === 'b/_settings',
    );
    const applied = applySpeedSettings(cluster.request, 'both', BOTH);
    await expect(applied).rejects.toThrow(SpeedSettingsError);
    await expect(applied).rejects.toMatchObject({
      message: 'index [b] is blocked',
      restoreFailures: [],
    });
    expect(cluster.indices).toEqual(before);
  });
});

const specRoot = new URL('../../../../shared/api-specs', import.meta.url).pathname;

interface Catalogue {
  endpoints: {
    methods: string[];
    paths: string[];
    params?: Record<string, unknown>;
    body?: unknown;
  }[];
  types: Record<string, unknown>;
}

/** The type of `key` in the body type `type`, through named types and alternatives. */
function member(catalogue: Catalogue, type: unknown, key: string): unknown {
  const resolved = typeof type === 'string' ? catalogue.types[type] : type;
  if (!isRecord(resolved)) return undefined;
  if (isRecord(resolved.keys) && key in resolved.keys) return resolved.keys[key];
  const alternatives: unknown[] = Array.isArray(resolved.oneOf) ? resolved.oneOf : [];
  return alternatives
    .map((one) => member(catalogue, one, key))
    .find((found) => found !== undefined);
}

describe.skipIf(!specificationsAt(specRoot))(
  'the speed settings requests in the specifications',
  () => {
    const texts = specificationsAt(specRoot) ? catalogueTexts(specRoot) : null;

    it.each(['elasticsearch', 'opensearch'] as const)('are documented for %s', async (engine) => {
      const catalogue = JSON.parse(texts?.[engine] ?? '{}') as Catalogue;
      const cluster = new SettingsCluster({ 'logs-1': {} });
      await restoreSpeedSettings(
        cluster.request,
        await applySpeedSettings(cluster.request, 'logs-1', BOTH),
      );
      expect(cluster.sent.map((request) => request.method)).toEqual(['GET', 'PUT', 'PUT']);
      for (const request of cluster.sent) {
        const path = `/${request.path}`
          .replace(/^\/logs-1\//, '/{index}/')
          .replace(/\/_settings\/[^/]+$/, '/_settings/{name}');
        const endpoint = catalogue.endpoints.find(
          (one) => one.paths.includes(path) && one.methods.includes(request.method),
        );
        const sent = `${request.method} ${path}`;
        expect(endpoint, sent).toBeDefined();
        for (const name of Object.keys(request.params ?? {}))
          expect(endpoint?.params ?? {}, `${sent} ?${name}`).toHaveProperty([name]);
        if (!isRecord(request.body) || !isRecord(request.body.index)) continue;
        const index = member(catalogue, endpoint?.body, 'index');
        for (const name of Object.keys(request.body.index))
          expect(member(catalogue, index, name), `${sent} index.${name}`).toBeDefined();
      }
    });
  },
);
