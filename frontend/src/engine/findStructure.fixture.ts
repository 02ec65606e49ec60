// The documented find_structure exchange of the Elasticsearch specification, for tests: the first
// documents of its request (text_structure/find_structure/examples/request/
// FindStructureRequestExample1.yaml) and the mappings of its answer
// (examples/response/FindStructureResponseExample1.yaml), which the specification test checks.

export const BOOKS: Record<string, unknown>[] = [
  {
    name: 'Leviathan Wakes',
    author: 'James S.A. Corey',
    release_date: '2011-06-02',
    page_count: 561,
  },
  { name: 'Hyperion', author: 'Dan Simmons', release_date: '1989-05-26', page_count: 482 },
  { name: 'Dune', author: 'Frank Herbert', release_date: '1965-06-01', page_count: 604 },
  { name: '1984', author: 'George Orwell', release_date: '1985-06-01', page_count: 328 },
];

/** The answer's mapping as the proposal takes it: without the @timestamp of the finder's pipeline. */
export const BOOKS_MAPPING = {
  properties: {
    author: { type: 'keyword' },
    name: { type: 'keyword' },
    page_count: { type: 'long' },
    release_date: { type: 'date', format: 'iso8601' },
  },
};

/** The parts of the answer the proposal reads. */
export const BOOKS_STRUCTURE = {
  format: 'ndjson',
  timestamp_field: 'release_date',
  mappings: { properties: { '@timestamp': { type: 'date' }, ...BOOKS_MAPPING.properties } },
};
