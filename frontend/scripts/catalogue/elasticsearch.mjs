// Builds the Elasticsearch API catalogue (format: README.md in this folder) from the
// elastic/elasticsearch-specification TypeScript sources in `${specRoot}/elasticsearch/specification`.
//
// Every .ts file is parsed once with `ts.createSourceFile` (syntax only, no type checker). The
// request files (`*Request.ts`) give the endpoints; the types their parameters and bodies use are
// converted to the catalogue's compact type forms and kept when an endpoint can reach them.
import path from 'node:path';
import { readEndpoint } from './elasticsearch/endpoints.mjs';
import { readGlobalParams } from './elasticsearch/queryParams.mjs';
import { compare } from './elasticsearch/sorting.mjs';
import { loadSpecification, readDocUrls } from './elasticsearch/specification.mjs';
import { TypeConverter } from './elasticsearch/typeConverter.mjs';

const SOURCE = {
  repository: 'elastic/elasticsearch-specification',
  commit: '9d9b9a521cc1070c1c9eb6c77d91c3a5fb09730d',
  licence: 'Apache-2.0',
};

export function elasticsearchCatalogue(specRoot) {
  const root = path.join(specRoot, 'elasticsearch', 'specification');
  const spec = loadSpecification(root);
  const docUrls = readDocUrls(path.join(root, '_doc_ids', 'table.csv'));
  const types = new TypeConverter(spec);
  const endpoints = spec.requests
    .map((request) => readEndpoint(request, types, docUrls))
    .filter(Boolean)
    .sort((a, b) => compare(a.name, b.name));
  const globalParams = readGlobalParams(spec, types);
  return types.finish({
    engine: 'elasticsearch',
    source: SOURCE,
    globalParams,
    endpoints,
  });
}
