// Checks a JSON answer against the engine's own API specification: the Elasticsearch
// specification's TypeScript sources and OpenSearch's OpenAPI, both in the shared `api-specs`
// folder beside the project (../shared/api-specs from the repository root). The two are read
// once per process into one small shape language, and a body is checked against the shape of
// the endpoint's response: a key the shape lacks, a wrong type or a missing required key is
// reported with its path, e.g. `$.nodes.abc.os.cpu.percent: expected number, got string`.
//
// Strict where the definition is definite (closed objects, required keys, enums), lenient where
// it is open (user-defined values, dictionaries, `additionalProperties: true`, `any`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkShape } from './apiSpec/checkShape';
import { elasticsearchEndpoints } from './apiSpec/elasticsearchSpec';
import { opensearchEndpoints } from './apiSpec/opensearchSpec';
import { ANY, type Endpoint, type Engine, type Shape } from './apiSpec/shapes';

/** The shared api-specs folder: ../shared/api-specs from the repository root. */
export function specRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return process.env.SHARDSCOPE_API_SPECS ?? path.resolve(here, '../../../shared/api-specs');
}

export function specificationsAvailable(root = specRoot()): boolean {
  return fs.existsSync(path.join(root, 'elasticsearch')) && fs.existsSync(path.join(root, 'opensearch'));
}

// ---------------------------------------------------------------------------------------------
// Finding an endpoint

const loaded = new Map<Engine, Endpoint[]>();

export function endpoints(engine: Engine, root = specRoot()): Endpoint[] {
  let list = loaded.get(engine);
  if (!list) {
    list = engine === 'elasticsearch' ? elasticsearchEndpoints(root) : opensearchEndpoints(root);
    loaded.set(engine, list);
  }
  return list;
}

/**
 * The endpoint serving `method path` (query string ignored): the URL pattern that matches with
 * the most literal segments wins, so `/_cluster/health` beats `/{index}/...`.
 */
export function findEndpoint(engine: Engine, method: string, urlPath: string): Endpoint | undefined {
  const segments = urlPath.split('?')[0].split('/').filter(Boolean).map(decodeURIComponent);
  let found: Endpoint | undefined;
  let foundScore = -1;
  for (const endpoint of endpoints(engine)) {
    if (!endpoint.methods.includes(method.toUpperCase())) continue;
    for (const pattern of endpoint.paths) {
      const score = matchScore(pattern, segments);
      if (score > foundScore) [found, foundScore] = [endpoint, score];
    }
  }
  return found;
}

function matchScore(pattern: string, segments: string[]): number {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return -1;
  let literal = 0;
  for (let i = 0; i < parts.length; i++) {
    if (/^\{.+\}$/.test(parts[i])) continue;
    if (parts[i] !== segments[i]) return -1;
    literal++;
  }
  return literal;
}

export interface Conformance {
  endpoint: string | undefined;
  problems: string[];
}

/** Checks `body` as the answer of `method path` with `status` on `engine`. */
export function checkAnswer(engine: Engine, method: string, urlPath: string, status: number, body: unknown): Conformance {
  const endpoint = findEndpoint(engine, method, urlPath);
  // The engine's own refusal of a path it does not serve is its error object.
  if (!endpoint && status >= 400) return { endpoint: undefined, problems: checkShape(errorShape(engine), body) };
  if (!endpoint) return { endpoint: undefined, problems: [`${engine} has no endpoint for ${method} ${urlPath}`] };
  const shape = endpoint.response(status);
  if (!shape) return { endpoint: endpoint.name, problems: [`${endpoint.name} documents no ${status} answer`] };
  const problems = checkShape(shape, body);
  // A _cat answer in JSON carries null for a column without a value (the engines' documented
  // examples do: load averages, unassigned.reason of an assigned shard); the specification types
  // every column as a string.
  const cat = endpoint.name.startsWith('cat.');
  return { endpoint: endpoint.name, problems: cat ? problems.filter((problem) => !problem.endsWith(', got null')) : problems };
}

/** The error object of the engine, as any endpoint's error answer. */
function errorShape(engine: Engine): Shape {
  const any = endpoints(engine).find((e) => e.name === 'cluster.health');
  return any?.response(500) ?? ANY;
}
