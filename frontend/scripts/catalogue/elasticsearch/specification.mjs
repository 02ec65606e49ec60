// Reading the specification's sources: every .ts file parsed once, its top-level declarations
// indexed by file and by name, and the documentation links of `_doc_ids/table.csv`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { compare } from './sorting.mjs';

/** Parses every .ts file and indexes the top-level declarations by file and by name. */
export function loadSpecification(root) {
  const aliases = readPathAliases(path.join(root, 'tsconfig.json'));
  const files = new Map();
  const byName = new Map();
  for (const rel of listTsFiles(root)) {
    const text = fs.readFileSync(path.join(root, rel), 'utf8');
    const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true);
    const file = { rel, decls: new Map(), imports: readImports(source) };
    for (const statement of source.statements) {
      if (!isDeclaration(statement)) continue;
      const decl = {
        key: `${rel}#${statement.name.text}`,
        name: statement.name.text,
        file,
        node: statement,
      };
      file.decls.set(decl.name, decl);
      if (!byName.has(decl.name)) byName.set(decl.name, []);
      byName.get(decl.name).push(decl);
    }
    files.set(rel, file);
  }
  const requests = [...files.values()].filter(isEndpointFile);
  return { aliases, files, byName, requests };
}

function listTsFiles(root, dir = '') {
  const out = [];
  const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => compare(a.name, b.name))) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...listTsFiles(root, rel));
    else if (entry.isFile() && entry.name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

function isDeclaration(node) {
  return (
    (ts.isInterfaceDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isEnumDeclaration(node)) &&
    Boolean(node.name)
  );
}

/** `*Request.ts` files declaring `Request`, in the public namespaces (`_global` included). */
function isEndpointFile(file) {
  const namespace = file.rel.split('/')[0];
  const isPublic = namespace === '_global' || !namespace.startsWith('_');
  return isPublic && file.rel.endsWith('Request.ts') && file.decls.has('Request');
}

/** tsconfig `paths`: '@_types/*' -> '_types/'. */
function readPathAliases(tsconfigFile) {
  const config = JSON.parse(fs.readFileSync(tsconfigFile, 'utf8'));
  const aliases = new Map();
  for (const [pattern, [target]] of Object.entries(config.compilerOptions.paths ?? {})) {
    aliases.set(pattern.replace(/\*$/, ''), target.replace(/\*$/, ''));
  }
  return aliases;
}

/** Local name -> { from: module specifier, name: the exported name }. */
function readImports(source) {
  const imports = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      imports.set(element.name.text, {
        from: statement.moduleSpecifier.text,
        name: (element.propertyName ?? element.name).text,
      });
    }
  }
  return imports;
}

/** doc_id -> doc_url from `_doc_ids/table.csv`. */
export function readDocUrls(csvFile) {
  const [header, ...rows] = parseCsv(fs.readFileSync(csvFile, 'utf8'));
  const idColumn = header.indexOf('doc_id');
  const urlColumn = header.indexOf('doc_url');
  return new Map(
    rows.filter((row) => row[urlColumn]).map((row) => [row[idColumn], row[urlColumn]]),
  );
}

/** RFC 4180 CSV: quoted cells may hold commas, newlines and doubled quotes. */
function parseCsv(text) {
  const rows = [[]];
  const cell = /"((?:[^"]|"")*)"|([^,\r\n]*)/y;
  let at = 0;
  while (at < text.length) {
    cell.lastIndex = at;
    const [whole, quoted, plain] = cell.exec(text);
    rows.at(-1).push(quoted !== undefined ? quoted.replaceAll('""', '"') : plain);
    at += whole.length;
    if (text[at] === '\r') at++;
    if (text[at] === '\n' && at + 1 < text.length) rows.push([]);
    at++;
  }
  return rows;
}
