/**
 * The OpenSearch API catalogue of the REST console.
 *
 * Reads the OpenSearch API specification (opensearch-project/opensearch-api-specification,
 * OpenAPI 3.1 YAML in `<specRoot>/opensearch/spec/`) and returns the catalogue described in
 * README.md next to this file: one endpoint per `x-operation-group` (its methods, paths, what
 * the path parts name, query parameters, body type, versions and documentation link), the
 * parameters every endpoint takes (`globalParams`), and the named types the endpoints use.
 * Only facts are taken from the specification, never its description text.
 */
import path from 'node:path';
import { readEndpoints } from './opensearch/endpoints.mjs';
import { readGlobalParams } from './opensearch/params.mjs';
import { SpecFiles } from './opensearch/specFiles.mjs';
import { TypeTranslator } from './opensearch/typeTranslator.mjs';

const SOURCE = {
  repository: 'opensearch-project/opensearch-api-specification',
  commit: 'fbe9edebac41d098c67e2d379667184368c4ab6c',
  licence: 'Apache-2.0',
};

export function opensearchCatalogue(specRoot) {
  const files = new SpecFiles(path.join(specRoot, 'opensearch', 'spec'));
  const types = new TypeTranslator(files);
  const globalParams = readGlobalParams(files, types);
  const endpoints = readEndpoints(files, types, new Set(Object.keys(globalParams)));
  const named = types.finalize([globalParams, endpoints]);
  return {
    engine: 'opensearch',
    source: { ...SOURCE },
    globalParams: named.rename(globalParams),
    endpoints: named.rename(endpoints),
    types: named.types,
  };
}
