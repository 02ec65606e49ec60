// Which declaration a name refers to in a source file: a local one, an imported one (through
// the tsconfig path aliases), or one found by name alone.
import path from 'node:path';

/** The declaration `name` refers to in `source`: local, imported, or found by name. */
export function resolveDeclaration(spec, name, source) {
  const file = spec.files.get(source.fileName);
  if (file?.decls.has(name)) return file.decls.get(name);
  const imported = file?.imports.get(name);
  if (imported) {
    const target = spec.files.get(modulePath(spec, imported.from, file.rel));
    if (target?.decls.has(imported.name)) return target.decls.get(imported.name);
    return byName(spec, imported.name, file.rel);
  }
  return byName(spec, name, source.fileName);
}

function modulePath(spec, specifier, fromRel) {
  let base;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(fromRel), specifier);
  else {
    const alias = [...spec.aliases.keys()].find((prefix) => specifier.startsWith(prefix));
    if (!alias) return undefined;
    base = spec.aliases.get(alias) + specifier.slice(alias.length);
  }
  return spec.files.has(`${base}.ts`) ? `${base}.ts` : `${base}/index.ts`;
}

/** Falls back on the name alone: same namespace first, then the shared `_types`. */
function byName(spec, name, fromRel) {
  const candidates = spec.byName.get(name) ?? [];
  const namespace = fromRel.split('/')[0];
  return (
    candidates.find((decl) => decl.file.rel.split('/')[0] === namespace) ??
    candidates.find((decl) => decl.file.rel.startsWith('_types/')) ??
    candidates[0]
  );
}
