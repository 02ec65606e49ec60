// Builds the Elasticsearch API catalogue (format: README.md in this folder) from the
// elastic/elasticsearch-specification TypeScript sources in `${specRoot}/elasticsearch/specification`.
//
// Every .ts file is parsed once with `ts.createSourceFile` (syntax only, no type checker). The
// request files (`*Request.ts`) give the endpoints; the types their parameters and bodies use are
// converted to the catalogue's compact type forms and kept when an endpoint can reach them.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = {
  repository: 'elastic/elasticsearch-specification',
  commit: '9d9b9a521cc1070c1c9eb6c77d91c3a5fb09730d',
  licence: 'Apache-2.0',
};

// The declarations that carry special meaning in the specification.
const FIELD = '_types/common.ts#Field';
const DICTIONARIES = new Set(['Dictionary', 'SingleKeyDictionary']);
const EXTRA_KEYS = new Set(['AdditionalProperty', 'AdditionalProperties']);
const GLOBAL_PARAMS = 'CommonQueryParameters';
const PRIMITIVES = new Set(['string', 'number', 'boolean', 'any', 'field']);
const NULL = Symbol('null');
const LITERALS = Symbol('literals');

export function elasticsearchCatalogue(specRoot) {
  const root = path.join(specRoot, 'elasticsearch', 'specification');
  const spec = loadSpecification(root);
  const docUrls = readDocUrls(path.join(root, '_doc_ids', 'table.csv'));
  const types = new TypeConverter(spec);
  const endpoints = spec.requests
    .map((request) => readEndpoint(request, types, docUrls))
    .filter(Boolean)
    .sort((a, b) => compare(a.name, b.name));
  const globalParams = readGlobalParams(spec, types);
  return types.finish({
    engine: 'elasticsearch',
    source: SOURCE,
    globalParams,
    endpoints,
  });
}

// ---------------------------------------------------------------------------------------------
// Reading the sources

/** Parses every .ts file and indexes the top-level declarations by file and by name. */
function loadSpecification(root) {
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
function readDocUrls(csvFile) {
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

// ---------------------------------------------------------------------------------------------
// JSDoc tags

function jsDocTags(node) {
  return ts.getJSDocTags(node).map((tag) => ({
    name: tag.tagName.text,
    text: (ts.getTextOfJSDocComment(tag.comment) ?? '').trim(),
  }));
}

function tagText(node, name) {
  return jsDocTags(node).find((tag) => tag.name === name)?.text;
}

function tagWords(node, name) {
  const text = tagText(node, name);
  return text === undefined ? undefined : text.split(/[\s,]+/).filter(Boolean);
}

/** False when the `@availability` tags name only serverless. */
function availableOnStack(node) {
  const availability = jsDocTags(node).filter((tag) => tag.name === 'availability');
  return availability.length === 0 || availability.some((tag) => tag.text.startsWith('stack'));
}

function sinceVersion(node) {
  for (const tag of jsDocTags(node)) {
    const since =
      tag.name === 'availability' && tag.text.startsWith('stack') && /since=(\S+)/.exec(tag.text);
    if (since) return since[1];
  }
  return undefined;
}

function deprecatedVersion(node) {
  const words = tagWords(node, 'deprecated');
  return words && /^\d/.test(words[0] ?? '') ? words[0] : undefined;
}

function propertyName(member) {
  const name = member.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** Property and alias names of a member (`@aliases aggs` on `aggregations`). */
function memberNames(member) {
  const name = propertyName(member);
  return name === undefined ? [] : [name, ...(tagWords(member, 'aliases') ?? [])];
}

function isProperty(member) {
  return (
    (ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) && Boolean(member.type)
  );
}

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortedObject(entries) {
  return Object.fromEntries([...entries].sort(([a], [b]) => compare(a, b)));
}

// ---------------------------------------------------------------------------------------------
// Endpoints

function readEndpoint(file, types, docUrls) {
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

function literalText(node) {
  return ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal) ? node.literal.text : '';
}

function literalMembers(property) {
  return property && ts.isTypeLiteralNode(property.type)
    ? property.type.members.filter(isProperty)
    : [];
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

// The path segments that say what the part after them names.
const SEGMENT_KINDS = [
  [/\/_ingest\/pipeline$/, 'pipelines'],
  [/\/_ilm\/policy$/, 'policies'],
  [/\/_resolve\/(index|cluster)$/, 'indices'],
  [/\/_index_template\/_simulate_index$/, 'indices'],
  [/\/_index_template\/_simulate$/, 'index_templates'],
  [/\/_data_stream\/_promote$/, 'data_streams'],
  [/\/_data_stream\/_migrate$/, 'aliases'],
  [/\/_cat\/aliases$/, 'aliases'],
  [/\/_cat\/component_templates$/, 'component_templates'],
  [/\/_cat\/templates$/, 'index_templates'],
  [/\/_(alias|aliases)$/, 'aliases'],
  [/\/_(index_template|template)$/, 'index_templates'],
  [/\/_component_template$/, 'component_templates'],
  [/\/_data_stream$/, 'data_streams'],
  [/\/_snapshot$/, 'repositories'],
];

// Part names (or types) that say what they name wherever they are.
const NAME_KINDS = [
  [/^(index|indices|new_index|source|dest|target_index)$/, /^(Indices|IndexName)\b/, 'indices'],
  [/^(fields?)$/, /^Fields?$/, 'fields'],
  [/^repository$/, null, 'repositories'],
  [/^snapshot$/, null, 'snapshots'],
  [/^node_id$/, /^NodeIds?$/, 'nodes'],
  [/^task_id$/, /^TaskId$/, 'tasks'],
  [/^alias$/, null, 'aliases'],
  [null, /^DataStreamNames?$/, 'data_streams'],
];

/** What names a path part takes: from the path segment before it, else from its name or type. */
function partKind(part, type, paths) {
  for (const p of paths) {
    const before = p.slice(0, p.indexOf(`/{${part}}`));
    const kind = SEGMENT_KINDS.find(([segment]) => segment.test(before))?.[1];
    if (kind) return kind;
  }
  const match = NAME_KINDS.find(
    ([name, typePattern]) => name?.test(part) || typePattern?.test(type),
  );
  return match ? match[2] : 'other';
}

/** Query parameters of the request, including those of its behaviours (the cat APIs' ones). */
function readParams(request, queryParameters, types) {
  const params = new Map();
  for (const behaviour of requestBehaviours(request, types)) {
    for (const member of behaviour.members.filter(isProperty)) addParam(params, member, types);
  }
  for (const member of literalMembers(queryParameters)) addParam(params, member, types);
  return sortedObject(params);
}

/** Parameter name -> the version that deprecated it, for the deprecated ones. */
function readDeprecatedParams(request, queryParameters, types) {
  const deprecated = new Map();
  const members = [
    ...requestBehaviours(request, types).flatMap((behaviour) => behaviour.members),
    ...literalMembers(queryParameters),
  ];
  for (const member of members.filter(isProperty)) {
    const version = availableOnStack(member) && deprecatedVersion(member);
    if (!version) continue;
    for (const name of memberNames(member)) deprecated.set(name, version);
  }
  return sortedObject(deprecated);
}

function addParam(params, member, types) {
  if (!availableOnStack(member)) return;
  const type = types.paramType(member.type);
  for (const name of memberNames(member)) params.set(name, type);
}

/** Interfaces a request's base classes implement (CommonCatQueryParameters), except the global one. */
function requestBehaviours(request, types) {
  const found = [];
  const visit = (node) => {
    for (const clause of node.heritageClauses ?? []) {
      for (const base of clause.types) {
        const decl = types.resolve(base.expression.getText(), node.getSourceFile());
        if (!decl || decl.name === GLOBAL_PARAMS) continue;
        if (clause.token === ts.SyntaxKind.ImplementsKeyword) found.push(decl.node);
        else visit(decl.node);
      }
    }
  };
  visit(request);
  return found;
}

function readBody(body, types) {
  if (!body) return undefined;
  if (ts.isTypeLiteralNode(body.type)) {
    const keys = types.objectKeys(body.type.members, new Map());
    return Object.keys(keys).length ? { keys } : undefined;
  }
  return types.convert(body.type, new Map());
}

function readGlobalParams(spec, types) {
  const decl = spec.byName.get(GLOBAL_PARAMS)?.[0];
  const params = new Map();
  for (const member of decl?.node.members.filter(isProperty) ?? []) addParam(params, member, types);
  return sortedObject(params);
}

// ---------------------------------------------------------------------------------------------
// Types

/**
 * Converts type nodes to catalogue types. Named types are first written as `{ $ref: key }` (key:
 * `file#Name`) and converted when first seen; `finish` keeps those the endpoints reach, gives
 * them their names and replaces the references.
 */
class TypeConverter {
  constructor(spec) {
    this.spec = spec;
    this.defs = new Map();
    this.pending = [];
    this.queued = new Set();
    this.inlineAliases = new Map();
    this.aliasInProgress = new Set();
    this.instantiating = new Set();
  }

  // --- name resolution

  /** The declaration `name` refers to in `source`: local, imported, or found by name. */
  resolve(name, source) {
    const file = this.spec.files.get(source.fileName);
    if (file?.decls.has(name)) return file.decls.get(name);
    const imported = file?.imports.get(name);
    if (imported) {
      const target = this.spec.files.get(this.modulePath(imported.from, file.rel));
      if (target?.decls.has(imported.name)) return target.decls.get(imported.name);
      return this.byName(imported.name, file.rel);
    }
    return this.byName(name, source.fileName);
  }

  modulePath(specifier, fromRel) {
    let base;
    if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(fromRel), specifier);
    else {
      const alias = [...this.spec.aliases.keys()].find((prefix) => specifier.startsWith(prefix));
      if (!alias) return undefined;
      base = this.spec.aliases.get(alias) + specifier.slice(alias.length);
    }
    return this.spec.files.has(`${base}.ts`) ? `${base}.ts` : `${base}/index.ts`;
  }

  /** Falls back on the name alone: same namespace first, then the shared `_types`. */
  byName(name, fromRel) {
    const candidates = this.spec.byName.get(name) ?? [];
    const namespace = fromRel.split('/')[0];
    return (
      candidates.find((decl) => decl.file.rel.split('/')[0] === namespace) ??
      candidates.find((decl) => decl.file.rel.startsWith('_types/')) ??
      candidates[0]
    );
  }

  // --- conversion

  /** Converts a type node; `env` maps type parameter names to converted types. */
  convert(node, env) {
    const result = this.convertNode(node, env);
    return result === NULL ? 'any' : result;
  }

  convertNode(node, env) {
    switch (node.kind) {
      case ts.SyntaxKind.StringKeyword:
        return 'string';
      case ts.SyntaxKind.NumberKeyword:
        return 'number';
      case ts.SyntaxKind.BooleanKeyword:
        return 'boolean';
      case ts.SyntaxKind.NullKeyword:
        return NULL;
      case ts.SyntaxKind.LiteralType:
        return this.literal(node.literal);
      case ts.SyntaxKind.ArrayType:
        return { list: this.convert(node.elementType, env) };
      case ts.SyntaxKind.TupleType:
        return { list: this.union(node.elements, env) };
      case ts.SyntaxKind.UnionType:
        return this.union(node.types, env);
      case ts.SyntaxKind.ParenthesizedType:
        return this.convertNode(node.type, env);
      case ts.SyntaxKind.TypeLiteral:
        return { keys: this.objectKeys(node.members, env) };
      case ts.SyntaxKind.TypeReference:
        return this.reference(node, env);
      default:
        return 'any';
    }
  }

  literal(literal) {
    if (ts.isStringLiteral(literal)) return { enum: [literal.text] };
    if (literal.kind === ts.SyntaxKind.TrueKeyword) return { enum: ['true'] };
    if (literal.kind === ts.SyntaxKind.FalseKeyword) return { enum: ['false'] };
    if (literal.kind === ts.SyntaxKind.NullKeyword) return NULL;
    return 'number';
  }

  /** `A | B`: flattened, without null and duplicates; string literals merge into one enum. */
  union(nodes, env) {
    const options = [];
    const literals = [];
    const add = (type) => {
      if (type === NULL) return;
      if (type.oneOf) type.oneOf.forEach(add);
      else if (type.enum) {
        if (!literals.length) options.push(LITERALS);
        literals.push(...type.enum);
      } else if (!options.some((option) => sameType(option, type))) options.push(type);
    };
    nodes.forEach((node) => add(this.convertNode(node, env)));
    const merged = options.map((o) => (o === LITERALS ? { enum: [...new Set(literals)] } : o));
    if (merged.length === 0) return NULL;
    return merged.length === 1 ? merged[0] : { oneOf: merged };
  }

  reference(node, env) {
    if (ts.isQualifiedName(node.typeName)) return this.enumMember(node.typeName, node);
    const name = node.typeName.text;
    const args = node.typeArguments ?? [];
    if (env.has(name)) return env.get(name);
    if (name === 'Array' && args.length === 1) return { list: this.convert(args[0], env) };
    if (DICTIONARIES.has(name) && args.length === 2) return this.dictionary(args[0], args[1], env);
    if (name === 'UserDefinedValue') return 'any';
    const decl = this.resolve(name, node.getSourceFile());
    if (!decl) return 'any';
    if (decl.key === FIELD) return 'field';
    if (ts.isEnumDeclaration(decl.node)) return this.named(decl);
    if (ts.isTypeAliasDeclaration(decl.node)) return this.alias(decl, args, env);
    if (decl.node.typeParameters?.length) return this.instantiate(decl, args, env);
    return this.named(decl);
  }

  /** `Dictionary<Field, T>` names fields; other keys are the user's names. */
  dictionary(keyNode, valueNode, env) {
    const value = this.convert(valueNode, env);
    return this.convert(keyNode, env) === 'field' ? { fields: value } : { map: value };
  }

  /** `ScriptLanguage.painless` as a type: that one value. */
  enumMember(qualified, node) {
    const decl = this.resolve(qualified.left.getText(), node.getSourceFile());
    const member =
      decl && ts.isEnumDeclaration(decl.node)
        ? decl.node.members.find((m) => propertyName(m) === qualified.right.text)
        : undefined;
    return member ? { enum: enumValues(member) } : 'string';
  }

  /** A type alias is inlined when it stands for a primitive (or a list of one), else named. */
  alias(decl, args, env) {
    const params = decl.node.typeParameters ?? [];
    if (params.length) return this.convertNode(decl.node.type, this.bind(params, args, env));
    if (this.inlineAliases.has(decl.key)) return this.inlineAliases.get(decl.key);
    if (this.defs.has(decl.key) || this.aliasInProgress.has(decl.key)) return { $ref: decl.key };
    this.aliasInProgress.add(decl.key);
    const type = this.convertNode(decl.node.type, new Map());
    this.aliasInProgress.delete(decl.key);
    if (type === NULL || isSimple(type)) {
      this.inlineAliases.set(decl.key, type);
      return type;
    }
    this.defs.set(decl.key, { decl, type });
    return { $ref: decl.key };
  }

  /** A generic class used with type arguments is written out in place. */
  instantiate(decl, args, env) {
    if (this.instantiating.has(decl.key)) return 'any';
    this.instantiating.add(decl.key);
    const type = this.classType(decl, this.bind(decl.node.typeParameters, args, env));
    this.instantiating.delete(decl.key);
    return type;
  }

  bind(params, args, env) {
    return new Map(
      params.map((param, i) => [param.name.text, args[i] ? this.convert(args[i], env) : 'any']),
    );
  }

  named(decl) {
    if (!this.queued.has(decl.key)) {
      this.queued.add(decl.key);
      this.pending.push(decl);
    }
    return { $ref: decl.key };
  }

  /** Converts the declarations waiting for it (which may add more). */
  drain() {
    while (this.pending.length) {
      const decl = this.pending.shift();
      const type = ts.isEnumDeclaration(decl.node)
        ? { enum: [...new Set(decl.node.members.filter(availableOnStack).flatMap(enumValues))] }
        : this.classType(decl, this.bind(decl.node.typeParameters ?? [], [], new Map()));
      this.defs.set(decl.key, { decl, type });
    }
  }

  /** A class or interface: its keys and those it inherits, plus the shapes its tags describe. */
  classType(decl, env) {
    const keys = {};
    const extra = [];
    this.collectKeys(decl.node, env, keys, extra, new Set());
    let type = { keys: sortedObject(Object.entries(keys)) };
    if (isContainer(decl.node, Object.keys(keys))) type.one = true;
    if (extra.length) type = { oneOf: [type, ...extra] };
    const shortcut = tagText(decl.node, 'shortcut_property');
    if (shortcut && keys[shortcut])
      type = { oneOf: [...alternatives(type), ...alternatives(keys[shortcut])] };
    return type;
  }

  collectKeys(node, env, keys, extra, seen) {
    for (const clause of node.heritageClauses ?? []) {
      for (const base of clause.types) this.inherit(base, env, keys, extra, seen);
    }
    Object.assign(keys, this.objectKeys(node.members, env));
  }

  /** `extends Base<T>`, `implements OverloadOf<Base>`, `implements AdditionalProperty<K, V>`. */
  inherit(base, env, keys, extra, seen) {
    const name = base.expression.getText();
    const args = base.typeArguments ?? [];
    if (EXTRA_KEYS.has(name) && args.length === 2) {
      extra.push(this.dictionary(args[0], args[1], env));
      return;
    }
    const target = name === 'OverloadOf' && args.length === 1 ? args[0] : base;
    const targetName = name === 'OverloadOf' ? args[0]?.getText() : name;
    const decl = targetName && this.resolve(targetName.replace(/<.*/s, ''), base.getSourceFile());
    if (!decl || decl.name === GLOBAL_PARAMS || seen.has(decl.key)) return;
    if (!ts.isClassDeclaration(decl.node) && !ts.isInterfaceDeclaration(decl.node)) return;
    seen.add(decl.key);
    const baseEnv = this.bind(decl.node.typeParameters ?? [], target.typeArguments ?? [], env);
    this.collectKeys(decl.node, baseEnv, keys, extra, seen);
  }

  /** Keys of an object's properties (aliases included), with their types. */
  objectKeys(members, env) {
    const keys = {};
    for (const member of members.filter(isProperty)) {
      if (!availableOnStack(member)) continue;
      const type = this.convert(member.type, env);
      for (const name of memberNames(member)) keys[name] = type;
    }
    return sortedObject(Object.entries(keys));
  }

  /**
   * A query parameter's type. Lists are written comma-separated there, so `X[]` and `X | X[]`
   * are given as `X`.
   */
  paramType(node) {
    let type = this.convert(node, new Map());
    for (let depth = 0; depth < 5; depth++) {
      const def = type.$ref ? this.defs.get(type.$ref)?.type : type;
      const single = def?.list ?? (def?.oneOf && withoutLists(def.oneOf));
      if (!single) break;
      type = single;
    }
    return type;
  }

  // --- output

  /** Keeps the named types the catalogue reaches, names them and replaces the references. */
  finish(catalogue) {
    this.drain();
    const reached = this.reachable(catalogue);
    const names = this.assignNames(reached);
    const rewrite = (value) => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      if (value.$ref) return names.get(value.$ref) ?? 'any';
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
    };
    const types = sortedObject(
      reached.map((key) => [names.get(key), rewrite(this.defs.get(key).type)]),
    );
    return { ...rewrite(catalogue), types };
  }

  reachable(root) {
    const seen = new Set();
    const queue = [root];
    while (queue.length) {
      const value = queue.pop();
      if (!value || typeof value !== 'object') continue;
      if (value.$ref) {
        if (!seen.has(value.$ref) && this.defs.has(value.$ref)) {
          seen.add(value.$ref);
          queue.push(this.defs.get(value.$ref).type);
        }
        continue;
      }
      queue.push(...Object.values(value));
    }
    return [...seen].sort();
  }

  /** The specification's names; a clash keeps the name for the shared one, the others get `@namespace`. */
  assignNames(keys) {
    const groups = new Map();
    for (const key of keys) {
      const name = this.defs.get(key).decl.name;
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
}

/** Values an enum member stands for: its string value (or name) and its `@aliases`. */
function enumValues(member) {
  const value =
    member.initializer && ts.isStringLiteral(member.initializer)
      ? member.initializer.text
      : propertyName(member);
  return [value, ...(tagWords(member, 'aliases') ?? [])];
}

/**
 * `@variants container`: exactly one key is set, unless other keys may go with it (its own
 * `@variant container_property` ones, or those it inherits, like a query's `boost`).
 */
function isContainer(node, keys) {
  if (tagText(node, 'variants')?.split(/\s+/)[0] !== 'container') return false;
  const variants = new Set(
    node.members
      .filter((m) => isProperty(m) && tagText(m, 'variant') !== 'container_property')
      .flatMap(memberNames),
  );
  return keys.every((key) => variants.has(key));
}

function alternatives(type) {
  return type.oneOf ?? [type];
}

function isSimple(type) {
  return PRIMITIVES.has(type) || (type.list !== undefined && PRIMITIVES.has(type.list));
}

function sameType(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** [X, {list: X}] -> X */
function withoutLists(options) {
  const items = options.map((o) => o.list ?? o);
  return items.every((item) => sameType(item, items[0])) ? items[0] : undefined;
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
