// The endpoints of the catalogue: one per operation group of the specification's namespaces.
import { compareStrings, mostCommon, sortedObject, unique } from './collections.mjs';
import { paramType } from './params.mjs';
import { partKinds } from './partKinds.mjs';
import { fileNamespace } from './specFiles.mjs';
import { oneOfType } from './typeForms.mjs';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

export function readEndpoints(files, types, globalNames) {
  const groups = new Map();
  for (const file of files.list('namespaces')) {
    for (const [pattern, item] of Object.entries(files.doc(file).paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item?.[method];
        const group = operation?.['x-operation-group'];
        if (!group) continue;
        const operations = groups.get(group) ?? [];
        operations.push({ pattern, method, operation, item, file });
        groups.set(group, operations);
      }
    }
  }
  return [...groups.keys()]
    .sort(compareStrings)
    .map((name) => endpoint(name, groups.get(name), files, types, globalNames));
}

/** One endpoint from all the operations of an operation group. */
function endpoint(name, operations, files, types, globalNames) {
  const paths = unique(operations.map((op) => op.pattern)).sort(compareStrings);
  const result = {
    name,
    methods: unique(operations.map((op) => op.method.toUpperCase())).sort(compareStrings),
    paths,
    parts: partKinds(name, paths),
    params: queryParams(operations, files, types, globalNames),
  };
  const deprecatedParams = deprecatedQueryParams(operations, files, globalNames);
  if (Object.keys(deprecatedParams).length) result.deprecatedParams = deprecatedParams;
  const body = bodyType(name, operations, files, types);
  if (body !== undefined) result.body = body;
  const since = earliestVersion(operations.map((op) => op.operation['x-version-added']));
  if (since) result.since = since;
  const deprecated = deprecatedSince(operations);
  if (deprecated) result.deprecated = deprecated;
  const docs = mostCommon(
    operations.map((op) => op.operation.externalDocs?.url).filter(namesAPage),
  );
  if (docs) result.docs = docs;
  return result;
}

/** A link to a page of its own, not the documentation's home page (used as a placeholder). */
function namesAPage(url) {
  return typeof url === 'string' && !/^https:\/\/docs\.opensearch\.org(\/latest)?\/?$/.test(url);
}

/** The query parameters of all the operations; the global ones are listed once elsewhere. */
function queryParams(operations, files, types, globalNames) {
  const params = new Map();
  for (const { operation, item, file } of operations) {
    for (const node of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
      const param = files.deref(node, file);
      const { name, in: where, schema } = param.node ?? {};
      if (where !== 'query' || globalNames.has(name) || param.node['x-version-removed']) continue;
      const type = paramType(types, schema, param.file);
      params.set(name, params.has(name) ? oneOfType([params.get(name), type]) : type);
    }
  }
  return sortedObject(params);
}

/**
 * Parameter name -> the version that deprecated it (`x-version-deprecated`, or an empty string
 * when only `deprecated: true` says so), for the query parameters every operation deprecates.
 */
function deprecatedQueryParams(operations, files, globalNames) {
  const versions = new Map();
  const live = new Set();
  for (const { operation, item, file } of operations) {
    for (const node of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
      const param = files.deref(node, file).node ?? {};
      if (param.in !== 'query' || globalNames.has(param.name) || param['x-version-removed']) {
        continue;
      }
      if (!param.deprecated && param['x-version-deprecated'] === undefined) live.add(param.name);
      else versions.set(param.name, String(param['x-version-deprecated'] ?? ''));
    }
  }
  return sortedObject(new Map([...versions].filter(([name]) => !live.has(name))));
}

/** The body's type: one type, or alternatives when the operations take different bodies. */
function bodyType(group, operations, files, types) {
  const bodies = new Map();
  for (const { operation, file } of operations) {
    if (!operation.requestBody) continue;
    const id = operation.requestBody.$ref
      ? files.target(operation.requestBody.$ref, file).id
      : `${file}#${group}:${operation.operationId}`;
    if (!bodies.has(id))
      bodies.set(id, requestBodyType(id, operation.requestBody, file, files, types));
  }
  if (bodies.size === 0) return undefined;
  return oneOfType([...bodies.values()]);
}

/** A request body's schema as a type; an inline schema with a type-like title becomes a named type. */
function requestBodyType(id, requestBody, file, files, types) {
  const body = files.deref(requestBody, file);
  const content = body.node?.content ?? {};
  const media =
    content['application/json'] ?? content[Object.keys(content).sort(compareStrings)[0]];
  const schema = media?.schema;
  if (!schema) return 'any';
  const type = types.of(schema, body.file);
  // Titles such as `SearchRequestBody` name a type; lower-case ones (`operations`) only label.
  if (schema.$ref || !/^[A-Z]/.test(schema.title ?? '')) return type;
  return types.define(id, schema.title, fileNamespace(body.file), type);
}

/** Deprecated only when every operation is: the latest of their versions. */
function deprecatedSince(operations) {
  const versions = operations.map((op) => op.operation['x-version-deprecated']);
  if (versions.some((version) => version === undefined)) return undefined;
  return versions.map(String).sort(compareVersions).at(-1);
}

function earliestVersion(versions) {
  return versions
    .filter((version) => version !== undefined)
    .map(String)
    .sort(compareVersions)[0];
}

function compareVersions(a, b) {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return compareStrings(a, b);
}
