// Test support for the ILM part: a fake cluster answering GET _ilm/policy and _ilm/status with
// Elasticsearch's documented shapes, writes with acknowledged, and a chosen path with a refusal.
import {
  installFakeFetch,
  jsonResponse,
  pathOf,
  type RecordedRequest,
} from '../../../api/testFetch';

const indices = Array.from({ length: 12 }, (_, i) => `logs-${String(i).padStart(2, '0')}`);

export const POLICIES = {
  'logs-policy': {
    version: 4,
    modified_date: '2026-11-28T10:00:00.000Z',
    policy: {
      phases: {
        delete: { min_age: '30d', actions: { delete: { delete_searchable_snapshot: true } } },
        hot: {
          min_age: '0ms',
          actions: { rollover: { max_age: '7d' }, set_priority: { priority: 100 } },
        },
        warm: {
          min_age: '7d',
          actions: { forcemerge: { max_num_segments: 1 }, shrink: { number_of_shards: 1 } },
        },
      },
    },
    in_use_by: { indices, data_streams: ['logs-app'], composable_templates: ['logs-template'] },
  },
  unused: {
    version: 1,
    modified_date: '2026-11-20T10:00:00.000Z',
    policy: {
      phases: { warm: { min_age: '10d', actions: { forcemerge: { max_num_segments: 1 } } } },
    },
    in_use_by: { indices: [], data_streams: [], composable_templates: [] },
  },
  // As Elasticsearch before 7.17 lists a policy: without in_use_by.
  legacy: {
    version: 2,
    modified_date: '2021-03-01T10:00:00.000Z',
    policy: { phases: { delete: { min_age: '90d', actions: { delete: {} } } } },
  },
  'logs@lifecycle': {
    version: 1,
    modified_date: '2026-01-01T00:00:00.000Z',
    policy: {
      _meta: { description: 'default policy for logs', managed: true },
      phases: {
        hot: { min_age: '0ms', actions: { rollover: { max_primary_shard_size: '50gb' } } },
      },
    },
    in_use_by: { indices: [], data_streams: [], composable_templates: [] },
  },
};

export function serveIlm(options: { refuse?: string; reason?: string; mode?: string } = {}) {
  return installFakeFetch((request) => {
    const path = new URL(pathOf(request.url)).pathname;
    if (path === options.refuse && request.method !== 'GET')
      return jsonResponse(
        {
          error: { type: 'illegal_argument_exception', reason: options.reason ?? 'refused' },
          status: 400,
        },
        400,
      );
    if (path === '/_ilm/policy') return jsonResponse(POLICIES);
    if (path === '/_ilm/status') return jsonResponse({ operation_mode: options.mode ?? 'RUNNING' });
    return jsonResponse({ acknowledged: true });
  }).calls;
}

export const said = (calls: RecordedRequest[]) =>
  calls.map((call) => `${call.method} ${new URL(call.url).pathname}`);
export const writes = (calls: RecordedRequest[]) => calls.filter((call) => call.method !== 'GET');
export const bodyOf = (call: RecordedRequest | undefined) =>
  JSON.parse(call?.body ?? 'null') as unknown;
