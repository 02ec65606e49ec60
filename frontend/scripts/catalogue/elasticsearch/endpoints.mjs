// One endpoint of the catalogue from a request file: methods, paths, path parts, parameters,
// body, versions and documentation link.
import path from 'node:path';
import ts from 'typescript';
import { availableOnStack, deprecatedVersion, sinceVersion, tagText } from './jsDocTags.mjs';
import { isProperty, literalMembers, literalText, propertyName } from './members.mjs';
import { partKind } from './partKinds.mjs';
import { readDeprecatedParams, readParams } from './queryParams.mjs';
import { sortedObject } from './sorting.mjs';

export function readEndpoint(file, types, docUrls) {
  const request = file.decls.get('Request').node;
  if (!availableOnStack(request)) return undefined;
  const members = new Map(request.members.filter(isProperty).map((m) => [propertyName(m), m]));
  const name = tagText(request, 'rest_spec_name') || path.dirname(file.rel).replaceAll('/', '.');
  const endpoint = { name, ...readUrls(members.get('urls')) };
  const parts = readParts(endpoint, members.get('path_parts'));
  if (Object.keys(parts).length) endpoint.parts = parts;
  const params = readParams(request, members.get('query_parameters'), types);
  if (Object.keys(params).length) endpoint.params = params;
  const deprecatedParams = readDeprecatedParams(request, members.get('query_parameters'), types);
  if (Object.keys(deprecatedParams).length) endpoint.deprecatedParams = deprecatedParams;
  const body = readBody(members.get('body'), types);
  if (body !== undefined) endpoint.body = body;
  const since = sinceVersion(request);
  if (since) endpoint.since = since;
  const deprecated = deprecatedVersion(request);
  if (deprecated) endpoint.deprecated = deprecated;
  const docs = docUrls.get(tagText(request, 'doc_id'));
  if (docs) endpoint.docs = docs;
  return endpoint;
}

/** `urls: [{ path: '/_search', methods: ['GET', 'POST'] }, ...]` */
function readUrls(urls) {
  const paths = [];
  const methods = new Set();
  for (const url of urls && ts.isTupleTypeNode(urls.type) ? urls.type.elements : []) {
    if (!ts.isTypeLiteralNode(url)) continue;
    for (const member of url.members.filter(isProperty)) {
      if (propertyName(member) === 'path') paths.push(literalText(member.type));
      if (propertyName(member) === 'methods' && ts.isTupleTypeNode(member.type)) {
        for (const method of member.type.elements) methods.add(literalText(method).toUpperCase());
      }
    }
  }
  return { methods: [...methods].sort(), paths: paths.filter(Boolean) };
}

function readParts(endpoint, pathParts) {
  const parts = {};
  for (const member of literalMembers(pathParts)) {
    const name = propertyName(member);
    const paths = endpoint.paths.filter((p) => p.includes(`{${name}}`));
    parts[name] = partKind(name, member.type.getText(), paths);
  }
  return sortedObject(Object.entries(parts));
}

function readBody(body, types) {
  if (!body) return undefined;
  if (ts.isTypeLiteralNode(body.type)) {
    const keys = types.objectKeys(body.type.members, new Map());
    return Object.keys(keys).length ? { keys } : undefined;
  }
  return types.convert(body.type, new Map());
}
