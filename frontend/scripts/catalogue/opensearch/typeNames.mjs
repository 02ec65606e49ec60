// The names of the named types a catalogue reaches, and the placeholders replaced by them.
import { compareStrings } from './collections.mjs';
import { NULL, PRIMITIVES, REF } from './typeForms.mjs';

/**
 * Chooses the names of the named types reachable from `roots` (a schema's key, prefixed by its
 * file's namespace when different schemas share a key) and returns them with a function that
 * writes those names into anything built with the translator whose `entries` (schema id ->
 * { base, namespace, type }) they are.
 */
export function nameTypes(entries, roots) {
  const reachable = reachableIds(entries, roots);
  const names = chooseNames(entries, reachable);
  const rename = (value) => renameRefs(value, names);
  const ids = [...reachable].sort((a, b) => compareStrings(names.get(a), names.get(b)));
  const types = {};
  for (const id of ids) {
    const name = names.get(id);
    const type = rename(entries.get(id).type);
    if (name in types && JSON.stringify(types[name]) !== JSON.stringify(type)) {
      throw new Error(`Two different types would be named ${name}`);
    }
    types[name] = type;
  }
  return { types, rename };
}

function reachableIds(entries, roots) {
  const found = new Set();
  const pending = [...roots];
  while (pending.length > 0) {
    forEachString(pending.pop(), (text) => {
      if (!text.startsWith(REF)) return;
      const id = text.slice(REF.length);
      if (found.has(id)) return;
      found.add(id);
      pending.push(entries.get(id).type);
    });
  }
  return found;
}

function chooseNames(entries, ids) {
  const byBase = new Map();
  for (const id of ids) {
    const { base } = entries.get(id);
    byBase.set(base, [...(byBase.get(base) ?? []), id]);
  }
  const names = new Map();
  for (const [base, sharing] of byBase) {
    const texts = new Set(sharing.map((id) => JSON.stringify(entries.get(id).type)));
    const unique = texts.size === 1 && !PRIMITIVES.has(base);
    for (const id of sharing) {
      names.set(id, unique ? base : `${entries.get(id).namespace}:${base}`);
    }
  }
  return names;
}

function forEachString(value, visit) {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) value.forEach((item) => forEachString(item, visit));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => forEachString(item, visit));
}

/** A copy with every named-type placeholder replaced by the type's name (and lone nulls by any). */
function renameRefs(value, names) {
  if (typeof value === 'string') {
    if (value === NULL) return 'any';
    return value.startsWith(REF) ? names.get(value.slice(REF.length)) : value;
  }
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, names));
  if (value && typeof value === 'object') {
    const copy = {};
    for (const [key, item] of Object.entries(value)) copy[key] = renameRefs(item, names);
    return copy;
  }
  return value;
}
