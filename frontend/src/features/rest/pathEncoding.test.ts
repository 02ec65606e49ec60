// The console's path encoding as the user meets it: typed path → what is sent.
import { encodeRestPath, KNOWN_ENDPOINTS } from '../../engine/restPath';

describe('console path encoding table', () => {
  it.each([
    ['_cluster/health', '_cluster/health'],
    ['/_cat/indices?v&s=index', '/_cat/indices?v&s=index'],
    ['logs/_search?q=status:500', 'logs/_search?q=status:500'],
    ['my index/_doc/1', 'my%20index/_doc/1'],
    ['logs/_doc/a%2Fb', 'logs/_doc/a%2Fb'],
    ['logs/_doc/a b', 'logs/_doc/a%20b'],
    ['%3Clogs-%7Bnow%2Fd%7D%3E/_count', '%3Clogs-%7Bnow%2Fd%7D%3E/_count'],
    ['<logs-{now/d}>/_count', '%3Clogs-%7Bnow%2Fd%7D%3E/_count'],
    ['logs,metrics-*/_search', 'logs,metrics-*/_search'],
    ['', ''],
  ])('%s is sent as %s', (typed, sent) => {
    expect(encodeRestPath(typed)).toBe(sent);
  });

  it.each(KNOWN_ENDPOINTS.map((endpoint) => [endpoint]))(
    'keeps the remainder after the index when it starts with %s',
    (endpoint) => {
      const typed = `logs/${endpoint}/a b`;
      expect(encodeRestPath(typed)).toBe(`logs/${endpoint}/a b`);
    },
  );

  it('lists the known endpoints', () => {
    expect(KNOWN_ENDPOINTS).toHaveLength(54);
    expect(KNOWN_ENDPOINTS).toEqual(
      expect.arrayContaining(['_search', '_bulk', '_msearch', '_search/template', '_reindex']),
    );
  });
});
