// Fixtures of the search screen tests: a cluster answering a search with two hits of docs (one
// with an id to escape and a routing), the screen rendered on it, and the searches it was sent.
import { screen } from '@testing-library/react';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import type { RootState } from '../../store/hooks';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { SearchScreen } from './SearchScreen';

export const SPECIAL_ID = 'a/b#c%d e ü';
// Text, so the long beyond 2^53 reaches the app as the cluster sends it.
export const HITS = `{"took":7,"hits":{"total":{"value":42,"relation":"eq"},"hits":[
  {"_index":"docs","_id":"1","_score":1.5,"_source":{"name":"alpha","count":9007199254740993,"id":"x1"}},
  {"_index":"docs","_id":${JSON.stringify(SPECIAL_ID)},"_score":1,"_routing":"r1","_source":{"name":"<b>beta</b>","count":5}}
]}}`;
const MAPPINGS = {
  docs: {
    mappings: {
      properties: {
        name: { type: 'text', fields: { keyword: { type: 'keyword' } } },
        count: { type: 'long' },
        id: { type: 'keyword' },
      },
    },
  },
};

interface Answers {
  search?: () => Response;
}

/** Serves the indices, the hits (or `answers.search`), the mappings of docs and its documents. */
export function serve(answers: Answers = {}): RecordedRequest[] {
  return installFakeFetch((request) => {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    if (path.startsWith('/_cat/indices'))
      return jsonResponse([{ index: 'docs' }, { index: 'logs' }]);
    if (path === '/_cat/aliases') return jsonResponse([]);
    if (path.endsWith('/_search')) return answers.search?.() ?? jsonResponse(HITS);
    if (path === '/docs' && request.method === 'GET') return jsonResponse(MAPPINGS);
    if (path === '/_bulk') return jsonResponse({ errors: false, items: [] });
    if (path.startsWith('/docs/_doc/') && request.method === 'GET') {
      return jsonResponse({
        _index: 'docs',
        _id: SPECIAL_ID,
        _version: 2,
        _seq_no: 4,
        _primary_term: 1,
        _routing: 'r1',
        found: true,
        _source: { name: 'beta' },
      });
    }
    return jsonResponse({ result: 'ok' });
  }).calls;
}

/** Renders the search screen at `path`, with `state` besides the saved cluster. */
export function renderSearch(path = '/cluster/0/search', state: Partial<RootState> = {}) {
  return renderScreen(
    <SearchScreen />,
    { connection: testConnection([testCluster()], 0), ...state },
    path,
  );
}

export const SLOW = { timeout: 15_000 };
export const searches = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.url.includes('/_search'));
export const results = () => screen.getByRole('table', { name: 'Search results' });
