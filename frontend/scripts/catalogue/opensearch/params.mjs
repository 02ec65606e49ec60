// Query parameters as the catalogue gives them: those every endpoint takes, and the type of one.
import { sortedObject } from './collections.mjs';
import { NULL, REF, oneOfType } from './typeForms.mjs';

export function readGlobalParams(files, types) {
  const file = '_global_parameters.yaml';
  const params = new Map();
  for (const node of Object.values(files.doc(file).components?.parameters ?? {})) {
    const param = files.deref(node, file);
    params.set(param.node.name, paramType(types, param.node.schema, param.file));
  }
  return sortedObject(params);
}

/**
 * A query parameter's type. Lists are written comma-separated in a query string, so "X or a list
 * of X" is X; objects cannot be written there and are "string".
 */
export function paramType(types, schema, file) {
  return simplifyParam(types, types.of(schema, file), new Set());
}

function simplifyParam(types, type, seen) {
  if (type === NULL) return 'string';
  if (typeof type === 'string') {
    if (!type.startsWith(REF) || seen.has(type)) return type;
    const named = types.entries.get(type.slice(REF.length)).type;
    if (named?.enum) return type;
    return simplifyParam(types, named, new Set([...seen, type]));
  }
  if (type.enum) return type;
  if (type.list) return simplifyParam(types, type.list, seen);
  if (type.oneOf) return oneOfType(type.oneOf.map((alt) => simplifyParam(types, alt, seen)));
  return 'string';
}
