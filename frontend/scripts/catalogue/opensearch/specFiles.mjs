// The specification's YAML files, read once each, and where their `$ref`s point.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export class SpecFiles {
  constructor(root) {
    this.root = root;
    this.docs = new Map();
  }

  /** The parsed YAML of a file, by its path relative to the specification's root. */
  doc(file) {
    if (!this.docs.has(file)) {
      this.docs.set(file, yaml.load(fs.readFileSync(path.join(this.root, file), 'utf8')));
    }
    return this.docs.get(file);
  }

  /** The YAML files of a folder, sorted. */
  list(dir) {
    return fs
      .readdirSync(path.join(this.root, dir))
      .filter((name) => name.endsWith('.yaml'))
      .sort()
      .map((name) => path.posix.join(dir, name));
  }

  /** Where a `$ref` written in `file` points: its file, JSON pointer and an id naming both. */
  target(ref, file) {
    const [rel, pointer = ''] = ref.split('#');
    const target = rel
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), rel))
      : file;
    return { file: target, pointer, id: `${target}#${pointer}` };
  }

  /** The node a target points at. */
  node(target) {
    return pointerSegments(target.pointer).reduce(
      (node, key) => node?.[key],
      this.doc(target.file),
    );
  }

  /** Follows `$ref`s from a node until one without: the node and the file it is in. */
  deref(node, file) {
    for (let hops = 0; node?.$ref && hops < 20; hops++) {
      const target = this.target(node.$ref, file);
      node = this.node(target);
      file = target.file;
    }
    return { node, file };
  }
}

function pointerSegments(pointer) {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The schema's key when a pointer names a schema of `components/schemas`. */
export function schemaKey(pointer) {
  return /^\/components\/schemas\/([^/]+)$/.exec(pointer)?.[1];
}

/** A file's namespace: `schemas/indices._common.yaml` -> `indices._common`. */
export function fileNamespace(file) {
  return path.posix.basename(file, '.yaml');
}
