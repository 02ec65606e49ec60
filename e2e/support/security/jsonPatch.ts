// RFC 6902 JSON Patch (add, remove, replace, move, copy, test) on a copy of a JSON document,
// as the security plugin's PATCH APIs take it.
import { isJson } from './securityState';

export interface PatchOperation {
  op: string;
  path: string;
  from?: string;
  value?: unknown;
}

/** A patch the document cannot take, with the reason the plugin gives. */
export class PatchError extends Error {}

/** The keys of an RFC 6901 pointer: `/a/b~1c` is ['a', 'b/c']. */
export function pointerKeys(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new PatchError(`Invalid JSON pointer '${pointer}'`);
  return pointer
    .slice(1)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
}

type Container = Record<string, unknown> | unknown[];

/** The container holding the pointer's last key, and that key. */
function parentOf(document: unknown, pointer: string): [Container, string] {
  const keys = pointerKeys(pointer);
  if (keys.length === 0) throw new PatchError('Cannot patch the whole document');
  let node = document;
  for (const key of keys.slice(0, -1)) {
    node = Array.isArray(node) ? node[Number(key)] : isJson(node) ? node[key] : undefined;
    if (node === undefined) throw new PatchError(`No such path [${pointer}]`);
  }
  if (!Array.isArray(node) && !isJson(node)) throw new PatchError(`No such path [${pointer}]`);
  return [node, keys[keys.length - 1]];
}

function read(document: unknown, pointer: string): unknown {
  const [parent, key] = parentOf(document, pointer);
  const value = Array.isArray(parent) ? parent[Number(key)] : parent[key];
  if (value === undefined) throw new PatchError(`No such path [${pointer}]`);
  return value;
}

function remove(document: unknown, pointer: string): unknown {
  const value = read(document, pointer);
  const [parent, key] = parentOf(document, pointer);
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return value;
}

function add(document: unknown, pointer: string, value: unknown): void {
  const [parent, key] = parentOf(document, pointer);
  if (!Array.isArray(parent)) {
    parent[key] = value;
    return;
  }
  const at = key === '-' ? parent.length : Number(key);
  if (!Number.isInteger(at) || at < 0 || at > parent.length)
    throw new PatchError(`No such path [${pointer}]`);
  parent.splice(at, 0, value);
}

/** `operations` applied in order to a copy of `document`; throws PatchError on the first that fails. */
export function applyPatch<T>(document: T, operations: unknown): T {
  if (!Array.isArray(operations)) throw new PatchError('Request body must be a JSON Patch array');
  const patched = structuredClone(document);
  for (const operation of operations as PatchOperation[]) {
    const { op, path } = isJson(operation) ? operation : { op: undefined, path: undefined };
    if (typeof path !== 'string') throw new PatchError("Missing 'path' in a patch operation");
    if (op === 'add') add(patched, path, structuredClone(operation.value));
    else if (op === 'remove') remove(patched, path);
    else if (op === 'replace') {
      remove(patched, path);
      add(patched, path, structuredClone(operation.value));
    } else if (op === 'move') add(patched, path, remove(patched, operation.from ?? ''));
    else if (op === 'copy')
      add(patched, path, structuredClone(read(patched, operation.from ?? '')));
    else if (op === 'test') {
      if (JSON.stringify(read(patched, path)) !== JSON.stringify(operation.value))
        throw new PatchError(`Test of path [${path}] failed`);
    } else throw new PatchError(`Invalid operation '${String(op)}'`);
  }
  return patched;
}
