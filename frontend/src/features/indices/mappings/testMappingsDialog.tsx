// Fixtures of the mappings dialog tests: the mapping of books and its field limit, a cluster
// serving them, and the dialog rendered on it with its tree.
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import {
  installFakeFetch,
  jsonResponse,
  type RecordedRequest,
  type Responder,
} from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { MappingsDialog } from './MappingsDialog';
import { withoutPrivileges } from '../../../api/testPrivileges';

// GET books/_mapping on Elasticsearch 8: a text field with a multi-field, an object, a nested
// field with its own dynamic setting, an alias and a runtime field. 11 fields in all.
const MAPPING = {
  books: {
    mappings: {
      dynamic: 'strict',
      runtime: { day_of_week: { type: 'keyword', script: { source: "emit('Monday')" } } },
      properties: {
        title: {
          type: 'text',
          analyzer: 'english',
          fields: { raw: { type: 'keyword', ignore_above: 256 } },
        },
        user: { properties: { name: { type: 'keyword' }, email: { type: 'keyword' } } },
        reviews: {
          type: 'nested',
          dynamic: 'false',
          properties: { rating: { type: 'byte' }, comment: { type: 'text' } },
        },
        name: { type: 'alias', path: 'title' },
        published: { type: 'date' },
      },
    },
  },
};

/** GET books/_settings/index.mapping.total_fields.limit?include_defaults=true&flat_settings=true */
export function limitAnswer(own?: string) {
  return {
    books: {
      settings: own === undefined ? {} : { 'index.mapping.total_fields.limit': own },
      defaults: { 'index.mapping.total_fields.limit': '1000' },
    },
  };
}

/** An engine error answer, as Elasticsearch sends it. */
export function engineError(type: string, reason: string) {
  return { error: { root_cause: [{ type, reason }], type, reason }, status: 400 };
}

interface Serve {
  mapping?: unknown;
  limit?: unknown;
  put?: Responder;
}

/** Serves `mapping` and `limit`, and acknowledges a PUT unless `put` answers it. */
export function serve({
  mapping = MAPPING,
  limit = limitAnswer(),
  put,
}: Serve = {}): RecordedRequest[] {
  return installFakeFetch((request, at) => {
    const url = new URL(request.url);
    if (request.method === 'PUT' && put) return put(request, at);
    if (request.method === 'PUT') return jsonResponse({ acknowledged: true });
    if (url.pathname.endsWith('/_mapping')) return jsonResponse(mapping);
    if (url.pathname.includes('/_settings/')) return jsonResponse(limit);
    return jsonResponse({}, 404);
  }).calls;
}

/** Renders the mappings dialog of `index` on `cluster`. */
export function renderDialog(cluster: Partial<Cluster> = {}, index = 'books') {
  return renderScreen(<MappingsDialog index={index} onClose={vi.fn()} />, {
    connection: testConnection([testCluster(cluster)], 0),
  });
}

const LOAD = { timeout: 15_000 };
export const tree = () => screen.findByRole('tree', { name: 'Fields of books' }, LOAD);
export const item = (name: RegExp) => screen.getByRole('treeitem', { name });
export const sent = (calls: RecordedRequest[]) =>
  withoutPrivileges(calls).map((call) => {
    const url = new URL(call.url);
    return `${call.method} ${url.pathname}${url.search}`;
  });
