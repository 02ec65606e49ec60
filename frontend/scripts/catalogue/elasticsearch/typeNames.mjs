// The named types of a catalogue: those its endpoints reach, under the specification's names.
import path from 'node:path';
import { compare, sortedObject } from './sorting.mjs';

/**
 * The catalogue with the named types it reaches (`defs`: key -> { decl, type }), named, and its
 * references replaced by those names.
 */
export function withNamedTypes(catalogue, defs) {
  const reached = reachable(catalogue, defs);
  const names = assignNames(reached, defs);
  const rewrite = (value) => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    if (value.$ref) return names.get(value.$ref) ?? 'any';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
  };
  const types = sortedObject(reached.map((key) => [names.get(key), rewrite(defs.get(key).type)]));
  return { ...rewrite(catalogue), types };
}

function reachable(root, defs) {
  const seen = new Set();
  const queue = [root];
  while (queue.length) {
    const value = queue.pop();
    if (!value || typeof value !== 'object') continue;
    if (value.$ref) {
      if (!seen.has(value.$ref) && defs.has(value.$ref)) {
        seen.add(value.$ref);
        queue.push(defs.get(value.$ref).type);
      }
      continue;
    }
    queue.push(...Object.values(value));
  }
  return [...seen].sort();
}

/** The specification's names; a clash keeps the name for the shared one, the others get `@namespace`. */
function assignNames(keys, defs) {
  const groups = new Map();
  for (const key of keys) {
    const name = defs.get(key).decl.name;
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name).push(key);
  }
  const names = new Map();
  for (const [name, group] of groups) {
    group.sort((a, b) => sharedRank(a) - sharedRank(b) || compare(a, b));
    const taken = new Set([name]);
    names.set(group[0], name);
    for (const key of group.slice(1)) {
      const sharesNamespace = group.some((o) => o !== key && namespaceOf(o) === namespaceOf(key));
      let candidate = `${name}@${sharesNamespace ? folderOf(key) : namespaceOf(key)}`;
      if (taken.has(candidate)) candidate = `${name}@${folderOf(key)}`;
      taken.add(candidate);
      names.set(key, candidate);
    }
  }
  return names;
}

function sharedRank(key) {
  const top = key.split('/')[0];
  return top === '_types' ? 0 : top === '_spec_utils' ? 1 : top === '_global' ? 2 : 3;
}

function namespaceOf(key) {
  const parts = key.split('/');
  return parts[0] === '_global' || parts[0] === '_types'
    ? parts[1].replace(/\.ts#.*/, '')
    : parts[0];
}

/** 'indices/update_aliases/types.ts#Action' -> 'indices.update_aliases' */
function folderOf(key) {
  return path.posix.dirname(key).replaceAll('/', '.');
}
