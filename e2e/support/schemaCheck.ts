// Checks a JSON answer against the engine's own API specification: the Elasticsearch
// specification's TypeScript sources and OpenSearch's OpenAPI, both in the shared `api-specs`
// folder beside the project (../shared/api-specs from the repository root). The two are read
// once per process into one small shape language, and a body is checked against the shape of
// the endpoint's response: a key the shape lacks, a wrong type or a missing required key is
// reported with its path, e.g. `$.nodes.abc.os.cpu.percent: expected number, got string`.
//
// Strict where the definition is definite (closed objects, required keys, enums), lenient where
// it is open (user-defined values, dictionaries, `additionalProperties: true`, `any`).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// js-yaml reads the OpenAPI files several times faster than the alternatives.
const { load: parseYaml } = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

export type Engine = 'elasticsearch' | 'opensearch';

/** A response shape: what a JSON value must look like. */
export type Shape =
  | { kind: 'any' }
  | { kind: 'string' | 'number' | 'integer' | 'boolean' | 'null' }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'enum'; values: Set<string>; open: boolean }
  | { kind: 'array'; items: Shape }
  | { kind: 'object'; props: Map<string, Prop>; extra: Shape | null }
  | { kind: 'union'; of: Shape[] }
  | { kind: 'lazy'; name: string; get: () => Shape };

export interface Prop {
  shape: Shape;
  required: boolean;
}

export interface Endpoint {
  engine: Engine;
  /** The specification's name: `cluster.health`. */
  name: string;
  /** The URL patterns, `/_cluster/health/{index}`. */
  paths: string[];
  methods: string[];
  /** The body shape for a status code (`default` for any error the endpoint does not list). */
  response(status: number): Shape | undefined;
  /** The response examples the specification documents for the endpoint. */
  examples(): DocumentedExample[];
}

export interface DocumentedExample {
  /** Where it is, relative to the engine's specification folder. */
  source: string;
  status: number;
  value: unknown;
}

const ANY: Shape = { kind: 'any' };

/** The shared api-specs folder: ../shared/api-specs from the repository root. */
export function specRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return process.env.SHARDSCOPE_API_SPECS ?? path.resolve(here, '../../../shared/api-specs');
}

export function specificationsAvailable(root = specRoot()): boolean {
  return fs.existsSync(path.join(root, 'elasticsearch')) && fs.existsSync(path.join(root, 'opensearch'));
}

// ---------------------------------------------------------------------------------------------
// Checking a value against a shape

/** Every problem of `value` against `shape`, each `path: message`. Empty when it conforms. */
export function checkShape(shape: Shape, value: unknown, at = '$'): string[] {
  const s = resolve(shape);
  switch (s.kind) {
    case 'any':
      return [];
    case 'string':
    case 'boolean':
    case 'null':
      return typeOf(value) === s.kind ? [] : [`${at}: expected ${s.kind}, got ${typeOf(value)}`];
    case 'number':
      return typeof value === 'number' ? [] : [`${at}: expected number, got ${typeOf(value)}`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: expected integer, got ${typeOf(value)}`];
    case 'literal':
      return value === s.value ? [] : [`${at}: expected ${JSON.stringify(s.value)}, got ${describe(value)}`];
    case 'enum':
      return checkEnum(s, value, at);
    case 'array':
      if (!Array.isArray(value)) return [`${at}: expected array, got ${typeOf(value)}`];
      return value.flatMap((item, i) => checkShape(s.items, item, `${at}[${i}]`));
    case 'object':
      return checkObject(s, value, at);
    case 'union':
      return checkUnion(s.of, value, at);
  }
}

function checkEnum(s: { values: Set<string>; open: boolean }, value: unknown, at: string): string[] {
  if (typeof value === 'boolean' && s.values.has(String(value))) return [];
  if (typeof value !== 'string') return [`${at}: expected one of ${[...s.values].join('|')}, got ${typeOf(value)}`];
  if (s.open || s.values.has(value)) return [];
  return [`${at}: expected one of ${[...s.values].join('|')}, got ${JSON.stringify(value)}`];
}

function checkObject(s: { props: Map<string, Prop>; extra: Shape | null }, value: unknown, at: string): string[] {
  if (typeOf(value) !== 'object') return [`${at}: expected object, got ${typeOf(value)}`];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, prop] of s.props) {
    if (prop.required && !(key in record)) problems.push(`${child(at, key)}: missing required key`);
  }
  for (const [key, item] of Object.entries(record)) {
    const prop = s.props.get(key);
    if (prop) problems.push(...checkShape(prop.shape, item, child(at, key)));
    else if (humanTwin(s.props, key)) problems.push(...checkShape({ kind: 'string' }, item, child(at, key)));
    else if (s.extra) problems.push(...checkShape(s.extra, item, child(at, key)));
    else problems.push(`${child(at, key)}: not in the specification`);
  }
  return problems;
}

/** Passes when one branch passes; otherwise reports the branch that fits best. */
function checkUnion(of: Shape[], value: unknown, at: string): string[] {
  let best: string[] | null = null;
  let bestRank = Infinity;
  const expected: string[] = [];
  for (const branch of of) {
    const problems = checkShape(branch, value, at);
    if (problems.length === 0) return [];
    const mismatch = problems.length === 1 ? new RegExp(`^${escape(at)}: expected (.*), got `).exec(problems[0]) : null;
    if (mismatch) expected.push(mismatch[1]);
    // A branch of the value's own JSON type explains the problem better than one of another.
    const rank = problems.length + (mismatch ? 1000 : 0);
    if (rank < bestRank) [best, bestRank] = [problems, rank];
  }
  // No branch takes the value's JSON type: name them all.
  if (expected.length === of.length && expected.length > 0) return [`${at}: expected ${[...new Set(expected)].join(' or ')}, got ${describe(value)}`];
  return best ?? [`${at}: matches no alternative`];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `store_size` beside `store_size_in_bytes`: the human-readable twin the engine adds with
 * `?human=true`, which the specifications leave out.
 */
function humanTwin(props: Map<string, Prop>, key: string): boolean {
  return ['_in_bytes', '_bytes', '_in_millis', '_millis', '_in_nanos', '_nanos'].some((suffix) => props.has(`${key}${suffix}`));
}

function resolve(shape: Shape): Exclude<Shape, { kind: 'lazy' }> {
  let s = shape;
  for (let depth = 0; s.kind === 'lazy'; depth++) {
    if (depth > 50) throw new Error(`schemaCheck: ${s.name} refers to itself without structure`);
    s = s.get();
  }
  return s;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function describe(value: unknown): string {
  return typeof value === 'object' && value !== null ? typeOf(value) : JSON.stringify(value);
}

function child(at: string, key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key)}]`;
}

function lazy(name: string, make: () => Shape): Shape {
  let made: Shape | undefined;
  return { kind: 'lazy', name, get: () => (made ??= make()) };
}

// ---------------------------------------------------------------------------------------------
// Finding an endpoint

const loaded = new Map<Engine, Endpoint[]>();

export function endpoints(engine: Engine, root = specRoot()): Endpoint[] {
  let list = loaded.get(engine);
  if (!list) {
    list = engine === 'elasticsearch' ? elasticsearchEndpoints(root) : opensearchEndpoints(root);
    loaded.set(engine, list);
  }
  return list;
}

/**
 * The endpoint serving `method path` (query string ignored): the URL pattern that matches with
 * the most literal segments wins, so `/_cluster/health` beats `/{index}/...`.
 */
export function findEndpoint(engine: Engine, method: string, urlPath: string): Endpoint | undefined {
  const segments = urlPath.split('?')[0].split('/').filter(Boolean).map(decodeURIComponent);
  let found: Endpoint | undefined;
  let foundScore = -1;
  for (const endpoint of endpoints(engine)) {
    if (!endpoint.methods.includes(method.toUpperCase())) continue;
    for (const pattern of endpoint.paths) {
      const score = matchScore(pattern, segments);
      if (score > foundScore) [found, foundScore] = [endpoint, score];
    }
  }
  return found;
}

function matchScore(pattern: string, segments: string[]): number {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return -1;
  let literal = 0;
  for (let i = 0; i < parts.length; i++) {
    if (/^\{.+\}$/.test(parts[i])) continue;
    if (parts[i] !== segments[i]) return -1;
    literal++;
  }
  return literal;
}

export interface Conformance {
  endpoint: string | undefined;
  problems: string[];
}

/** Checks `body` as the answer of `method path` with `status` on `engine`. */
export function checkAnswer(engine: Engine, method: string, urlPath: string, status: number, body: unknown): Conformance {
  const endpoint = findEndpoint(engine, method, urlPath);
  // The engine's own refusal of a path it does not serve is its error object.
  if (!endpoint && status >= 400) return { endpoint: undefined, problems: checkShape(errorShape(engine), body) };
  if (!endpoint) return { endpoint: undefined, problems: [`${engine} has no endpoint for ${method} ${urlPath}`] };
  const shape = endpoint.response(status);
  if (!shape) return { endpoint: endpoint.name, problems: [`${endpoint.name} documents no ${status} answer`] };
  const problems = checkShape(shape, body);
  // A _cat answer in JSON carries null for a column without a value (the engines' documented
  // examples do: load averages, unassigned.reason of an assigned shard); the specification types
  // every column as a string.
  const cat = endpoint.name.startsWith('cat.');
  return { endpoint: endpoint.name, problems: cat ? problems.filter((problem) => !problem.endsWith(', got null')) : problems };
}

/** The error object of the engine, as any endpoint's error answer. */
function errorShape(engine: Engine): Shape {
  const any = endpoints(engine).find((e) => e.name === 'cluster.health');
  return any?.response(500) ?? ANY;
}

// ---------------------------------------------------------------------------------------------
// Elasticsearch: the specification's TypeScript sources

interface EsDecl {
  name: string;
  file: EsFile;
  node: ts.InterfaceDeclaration | ts.ClassDeclaration | ts.TypeAliasDeclaration | ts.EnumDeclaration;
}
interface EsFile {
  rel: string;
  decls: Map<string, EsDecl>;
  imports: Map<string, { from: string; name: string }>;
}
type Bindings = Map<string, Shape>;

const ES_NUMBERS = new Set(['integer', 'long', 'short', 'byte', 'uint', 'ulong', 'float', 'double']);

function elasticsearchEndpoints(root: string): Endpoint[] {
  const spec = new EsSpec(path.join(root, 'elasticsearch', 'specification'));
  return spec.endpoints();
}

class EsSpec {
  private texts = new Map<string, string>();
  private files = new Map<string, EsFile>();
  private byName = new Map<string, string[]>();
  private aliases = new Map<string, string>();
  private shapes = new Map<string, Shape>();

  constructor(private root: string) {
    const config = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    for (const [pattern, [target]] of Object.entries(config.compilerOptions.paths)) {
      this.aliases.set(pattern.replace(/\*$/, ''), target.replace(/\*$/, ''));
    }
    // The names are indexed from the text; a file is parsed only when one of its types is used.
    for (const rel of listFiles(root, '.ts')) {
      const text = fs.readFileSync(path.join(root, rel), 'utf8');
      this.texts.set(rel, text);
      for (const [, name] of text.matchAll(/^export (?:class|interface|type|enum) (\w+)/gm)) {
        this.byName.set(name, [...(this.byName.get(name) ?? []), rel]);
      }
    }
  }

  private parsed(rel: string): EsFile | undefined {
    const known = this.files.get(rel);
    if (known) return known;
    const text = this.texts.get(rel);
    if (text === undefined) return undefined;
    const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true);
    const file: EsFile = { rel, decls: new Map(), imports: new Map() };
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        const bindings = statement.importClause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings)) continue;
        const from = (statement.moduleSpecifier as ts.StringLiteral).text;
        for (const element of bindings.elements) {
          file.imports.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
        }
      } else if (
        (ts.isInterfaceDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        file.decls.set(statement.name.text, { name: statement.name.text, file, node: statement });
      }
    }
    this.files.set(rel, file);
    return file;
  }

  /** The endpoints from the request files' text: `urls`, methods and `@rest_spec_name`. */
  endpoints(): Endpoint[] {
    const out: Endpoint[] = [];
    for (const [rel, text] of this.texts) {
      const namespace = rel.split('/')[0];
      if ((namespace.startsWith('_') && namespace !== '_global') || !rel.endsWith('Request.ts')) continue;
      if (!/^export interface Request\b/m.test(text)) continue;
      const urls = [...text.slice(text.indexOf('urls:')).matchAll(/path:\s*'([^']+)'[\s,;]*methods:\s*\[([^\]]*)\]/g)];
      const responseRel = rel.replace(/Request\.ts$/, 'Response.ts');
      out.push({
        engine: 'elasticsearch',
        name: /@rest_spec_name\s+(\S+)/.exec(text)?.[1] ?? rel,
        paths: urls.map(([, p]) => p),
        methods: [...new Set(urls.flatMap(([, , m]) => [...m.matchAll(/'(\w+)'/g)].map(([, x]) => x)))],
        response: (status) => {
          const response = this.parsed(responseRel)?.decls.get('Response');
          return response ? this.responseShape(response, status) : undefined;
        },
        examples: () => this.examples(path.posix.dirname(rel)),
      });
    }
    return out;
  }

  /** `examples/<status>_response/*.yaml` (or `examples/response/`, status 200) beside a request. */
  private examples(dir: string): DocumentedExample[] {
    const folder = path.join(this.root, dir, 'examples');
    if (!fs.existsSync(folder)) return [];
    const out: DocumentedExample[] = [];
    for (const sub of fs.readdirSync(folder).filter((name) => /response$/.test(name)).sort()) {
      for (const name of fs.readdirSync(path.join(folder, sub)).filter((f) => f.endsWith('.yaml')).sort()) {
        const text = fs.readFileSync(path.join(folder, sub, name), 'utf8');
        const doc = parseYaml(text) as { value?: unknown };
        const status = Number(/^(\d+)_/.exec(sub)?.[1] ?? /response_code:\s*'?(\d+)/.exec(text)?.[1] ?? 200);
        let value = doc.value;
        if (typeof value === 'string') {
          try {
            value = JSON.parse(value);
          } catch {
            continue; // a text answer (cat without format=json) or an elided example
          }
        }
        out.push({ source: `${dir}/examples/${sub}/${name}`, status, value });
      }
    }
    return out;
  }

  /** `body` of `class Response` for a 2xx status; its `exceptions` entry or the error object otherwise. */
  private responseShape(response: EsDecl, status: number): Shape | undefined {
    const node = response.node as ts.ClassDeclaration;
    // The document type parameters of search-like responses are the user's documents.
    const bindings: Bindings = new Map((node.typeParameters ?? []).map((p) => [p.name.text, ANY]));
    const member = (name: string) =>
      node.members.find((m): m is ts.PropertyDeclaration => ts.isPropertyDeclaration(m) && propName(m.name) === name);
    if (status >= 200 && status < 300) {
      const body = member('body');
      return body?.type ? this.typeShape(body.type, response.file, bindings) : ANY;
    }
    const exceptions = member('exceptions')?.type;
    if (exceptions && ts.isTupleTypeNode(exceptions)) {
      for (const entry of exceptions.elements) {
        if (!ts.isTypeLiteralNode(entry)) continue;
        const codes = entry.members.find((m) => propName(m.name!) === 'statusCodes') as ts.PropertySignature | undefined;
        const body = entry.members.find((m) => propName(m.name!) === 'body') as ts.PropertySignature | undefined;
        if (codes?.type?.getText().includes(String(status)) && body?.type) return this.typeShape(body.type, response.file, bindings);
      }
    }
    return this.declShape(this.find('ErrorResponseBase', response.file)!, []);
  }

  private find(name: string, file: EsFile): EsDecl | undefined {
    const local = file.decls.get(name);
    if (local) return local;
    const imported = file.imports.get(name);
    if (imported) {
      let from = imported.from;
      for (const [alias, target] of this.aliases) if (from.startsWith(alias)) from = target + from.slice(alias.length);
      const rel = from.startsWith('.') ? path.posix.join(path.posix.dirname(file.rel), from) : from;
      const decl = this.parsed(`${path.posix.normalize(rel)}.ts`)?.decls.get(imported.name);
      if (decl) return decl;
      name = imported.name;
    }
    const candidates = this.byName.get(name) ?? [];
    const namespace = file.rel.split('/')[0];
    const rel = candidates.find((r) => r.startsWith(`${namespace}/`)) ?? candidates.find((r) => r.startsWith('_types/')) ?? candidates[0];
    return rel === undefined ? undefined : this.parsed(rel)?.decls.get(name);
  }

  private typeShape(node: ts.TypeNode, file: EsFile, bindings: Bindings): Shape {
    if (ts.isParenthesizedTypeNode(node)) return this.typeShape(node.type, file, bindings);
    if (ts.isArrayTypeNode(node)) return { kind: 'array', items: this.typeShape(node.elementType, file, bindings) };
    if (ts.isUnionTypeNode(node)) return { kind: 'union', of: node.types.map((t) => this.typeShape(t, file, bindings)) };
    if (ts.isLiteralTypeNode(node)) {
      const lit = node.literal;
      if (lit.kind === ts.SyntaxKind.NullKeyword) return { kind: 'null' };
      if (lit.kind === ts.SyntaxKind.TrueKeyword) return { kind: 'literal', value: true };
      if (lit.kind === ts.SyntaxKind.FalseKeyword) return { kind: 'literal', value: false };
      if (ts.isStringLiteral(lit)) return { kind: 'literal', value: lit.text };
      if (ts.isNumericLiteral(lit)) return { kind: 'literal', value: Number(lit.text) };
      return ANY;
    }
    if (ts.isTypeLiteralNode(node)) return this.membersShape(node.members, file, bindings, []);
    if (ts.isTupleTypeNode(node)) return { kind: 'array', items: { kind: 'union', of: node.elements.map((t) => this.typeShape(t, file, bindings)) } };
    switch (node.kind) {
      case ts.SyntaxKind.StringKeyword:
        return { kind: 'string' };
      case ts.SyntaxKind.NumberKeyword:
        return { kind: 'number' };
      case ts.SyntaxKind.BooleanKeyword:
        return { kind: 'boolean' };
      case ts.SyntaxKind.NullKeyword:
        return { kind: 'null' };
    }
    if (!ts.isTypeReferenceNode(node)) return ANY;
    const name = node.typeName.getText();
    const args = (node.typeArguments ?? []).map((t) => this.typeShape(t, file, bindings));
    const bound = bindings.get(name);
    if (bound) return bound;
    if (name === 'Array') return { kind: 'array', items: args[0] ?? ANY };
    if (name === 'Dictionary' || name === 'SingleKeyDictionary' || name === 'Record') {
      return { kind: 'object', props: new Map(), extra: args[1] ?? ANY };
    }
    if (name === 'UserDefinedValue' || name === 'Void' || name === 'void' || name === 'object') return ANY;
    if (ES_NUMBERS.has(name)) return { kind: 'number' };
    const decl = this.find(name, file);
    if (!decl) return ANY;
    return this.declShape(decl, args);
  }

  /** The shape of a declaration with type arguments; memoised when it takes none. */
  private declShape(decl: EsDecl, args: Shape[]): Shape {
    const key = `${decl.file.rel}#${decl.name}`;
    const cached = args.length === 0 ? this.shapes.get(key) : undefined;
    if (cached) return cached;
    const shape = lazy(key, () => this.makeDeclShape(decl, args));
    if (args.length === 0) this.shapes.set(key, shape);
    return shape;
  }

  private makeDeclShape(decl: EsDecl, args: Shape[]): Shape {
    const node = decl.node;
    if (ts.isEnumDeclaration(node)) {
      // A member's `@aliases` are values the engine sends too (`GREEN` for `green`).
      const values = new Set(
        node.members.flatMap((m) => [
          m.initializer && ts.isStringLiteral(m.initializer) ? m.initializer.text : propName(m.name),
          ...(jsDocTag(m, 'aliases')?.split(',').map((alias) => alias.trim()) ?? []),
        ]),
      );
      return { kind: 'enum', values, open: hasJsDocTag(node, 'non_exhaustive') };
    }
    const params = node.typeParameters ?? [];
    const bindings: Bindings = new Map(params.map((p, i) => [p.name.text, args[i] ?? ANY]));
    if (ts.isTypeAliasDeclaration(node)) return this.typeShape(node.type, decl.file, bindings);
    return this.membersShape(node.members, decl.file, bindings, heritage(node), hasJsDocTag(node, 'variants'));
  }

  /** An object from members and the types it extends or implements (AdditionalProperties opens it). */
  private membersShape(
    members: ts.NodeArray<ts.TypeElement | ts.ClassElement>,
    file: EsFile,
    bindings: Bindings,
    bases: ts.ExpressionWithTypeArguments[],
    container = false,
  ): Shape {
    const props = new Map<string, Prop>();
    let extra: Shape | null = null;
    for (const heir of bases) {
      const name = heir.expression.getText();
      const args = (heir.typeArguments ?? []).map((t) => this.typeShape(t, file, bindings));
      if (name === 'AdditionalProperties' || name === 'AdditionalProperty') {
        extra = args[1] ?? ANY;
        continue;
      }
      // OverloadOf<T>: T's keys, some of them redeclared below.
      const decl = name === 'OverloadOf' ? undefined : this.find(name, file);
      const base = name === 'OverloadOf' ? args[0] : decl && this.declShape(decl, args);
      if (!base) continue;
      const inherited = resolve(base);
      if (inherited.kind !== 'object') continue;
      for (const [key, prop] of inherited.props) props.set(key, prop);
      extra ??= inherited.extra;
    }
    for (const member of members) {
      if (!(ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) || !member.type) continue;
      const shape = this.typeShape(member.type, file, bindings);
      // A container (one key among many) has every key optional.
      const required = !member.questionToken && !container;
      const names = [propName(member.name), ...(jsDocTag(member, 'aliases')?.split(',').map((a) => a.trim()) ?? [])];
      for (const key of names) props.set(key, { shape, required: required && key === names[0] });
    }
    return { kind: 'object', props, extra };
  }
}

function heritage(node: ts.InterfaceDeclaration | ts.ClassDeclaration): ts.ExpressionWithTypeArguments[] {
  return (node.heritageClauses ?? []).flatMap((clause) => [...clause.types]);
}

function propName(name: ts.PropertyName | ts.DeclarationName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();
}

function jsDocTag(node: ts.Node, tag: string): string | undefined {
  for (const t of ts.getJSDocTags(node)) {
    if (t.tagName.text === tag) return typeof t.comment === 'string' ? t.comment.trim() : (ts.getTextOfJSDocComment(t.comment) ?? '').trim();
  }
  return undefined;
}

function hasJsDocTag(node: ts.Node, tag: string): boolean {
  return ts.getJSDocTags(node).some((t) => t.tagName.text === tag);
}

function listFiles(root: string, ext: string, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...listFiles(root, ext, rel));
    else if (entry.isFile() && entry.name.endsWith(ext)) out.push(rel);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// OpenSearch: OpenAPI 3.1

type Json = Record<string, unknown>;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'head', 'patch'];

function opensearchEndpoints(root: string): Endpoint[] {
  const spec = new OsSpec(path.join(root, 'opensearch', 'spec'));
  const out: Endpoint[] = [];
  for (const rel of fs.readdirSync(path.join(spec.root, 'namespaces')).filter((f) => f.endsWith('.yaml'))) {
    const file = `namespaces/${rel}`;
    const doc = spec.file(file);
    for (const [urlPath, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        const responses = (operation.responses ?? {}) as Record<string, Json>;
        out.push({
          engine: 'opensearch',
          name: String(operation['x-operation-group'] ?? operation.operationId),
          paths: [urlPath],
          methods: [method.toUpperCase()],
          response: (status) => {
            const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? (status >= 300 ? responses.default : undefined);
            if (!response) return status >= 300 ? spec.errorShape() : undefined;
            return spec.responseShape(file, response);
          },
          examples: () => spec.examples(file, responses, `${file}#${urlPath}`),
        });
      }
    }
  }
  return out;
}

class OsSpec {
  private docs = new Map<string, Json>();
  private shapes = new Map<string, Shape>();

  constructor(readonly root: string) {}

  file(rel: string): Json {
    let doc = this.docs.get(rel);
    if (!doc) {
      doc = parseYaml(fs.readFileSync(path.join(this.root, rel), 'utf8')) as Json;
      this.docs.set(rel, doc);
    }
    return doc;
  }

  /** `{ $ref }` -> [the file it lives in, the object]. */
  private deref(file: string, node: Json): [string, Json] {
    for (let depth = 0; typeof node.$ref === 'string'; depth++) {
      if (depth > 20) throw new Error(`schemaCheck: $ref loop at ${String(node.$ref)}`);
      const [target, pointer = ''] = node.$ref.split('#');
      if (target) file = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      let found: unknown = this.file(file);
      for (const step of pointer.split('/').filter(Boolean)) found = (found as Json)[step.replace(/~1/g, '/').replace(/~0/g, '~')];
      if (found === undefined) throw new Error(`schemaCheck: ${file}#${pointer} does not exist`);
      node = found as Json;
    }
    return [file, node];
  }

  responseShape(file: string, response: Json): Shape {
    const [at, resolved] = this.deref(file, response);
    const content = resolved.content as Record<string, Json> | undefined;
    const schema = content?.['application/json']?.schema as Json | undefined;
    return schema ? this.schemaShape(at, schema) : ANY;
  }

  /** `examples` of the responses' JSON content. */
  examples(file: string, responses: Record<string, Json>, source: string): DocumentedExample[] {
    const out: DocumentedExample[] = [];
    for (const [code, response] of Object.entries(responses)) {
      const [, resolved] = this.deref(file, response);
      const media = (resolved.content as Record<string, Json> | undefined)?.['application/json'];
      for (const [name, example] of Object.entries((media?.examples ?? {}) as Record<string, Json>)) {
        out.push({ source: `${source} ${code} ${name}`, status: Number(code) || 200, value: example.value });
      }
    }
    return out;
  }

  /** The engine's error object: the one `_common.yaml` declares. */
  errorShape(): Shape {
    return this.schemaShape('schemas/_common.yaml', { $ref: '#/components/schemas/ErrorResponseBase' });
  }

  schemaShape(file: string, schema: Json | boolean): Shape {
    if (schema === true || schema === undefined) return ANY;
    if (schema === false) return { kind: 'union', of: [] };
    if (typeof schema.$ref === 'string') {
      const [target, pointer = ''] = schema.$ref.split('#');
      const key = `${target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file}#${pointer}`;
      let shape = this.shapes.get(key);
      if (!shape) {
        shape = lazy(key, () => {
          const [at, resolved] = this.deref(file, schema);
          return this.schemaShape(at, resolved);
        });
        this.shapes.set(key, shape);
      }
      return shape;
    }
    const alternatives = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
    if (alternatives) {
      const rest = { ...schema, oneOf: undefined, anyOf: undefined };
      const base = hasStructure(rest) ? [this.schemaShape(file, rest)] : [];
      const of = alternatives.map((a) => this.schemaShape(file, a));
      return base.length ? { kind: 'union', of: of.map((o) => merge([base[0], o])) } : { kind: 'union', of };
    }
    if (Array.isArray(schema.allOf)) {
      const rest = { ...schema, allOf: undefined };
      const parts = (schema.allOf as Json[]).map((a) => this.schemaShape(file, a));
      return merge(hasStructure(rest) ? [...parts, this.schemaShape(file, rest)] : parts);
    }
    if (schema.const !== undefined) return { kind: 'literal', value: schema.const as string };
    if (Array.isArray(schema.enum)) {
      const values = schema.enum as unknown[];
      if (values.every((v) => typeof v === 'string')) return { kind: 'enum', values: new Set(values as string[]), open: false };
      return { kind: 'union', of: values.map((v) => (v === null ? { kind: 'null' } : { kind: 'literal', value: v as string })) };
    }
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
    if (types.length > 1) return { kind: 'union', of: types.map((t) => this.schemaShape(file, { ...schema, type: t })) };
    switch (types[0]) {
      case 'string':
      case 'number':
      case 'integer':
      case 'boolean':
      case 'null':
        return { kind: types[0] };
      case 'array':
        return { kind: 'array', items: schema.items ? this.schemaShape(file, schema.items as Json) : ANY };
    }
    if (types[0] === 'object' || schema.properties || schema.additionalProperties !== undefined) {
      const required = new Set((schema.required ?? []) as string[]);
      const props = new Map<string, Prop>();
      for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        props.set(key, { shape: this.schemaShape(file, sub), required: required.has(key) });
      }
      const additional = schema.additionalProperties as Json | boolean | undefined;
      // Without `additionalProperties`, an object that lists its keys is closed and one that
      // lists none is open.
      const extra = additional === undefined ? (props.size ? null : ANY) : additional === false ? null : this.schemaShape(file, additional);
      return { kind: 'object', props, extra };
    }
    return ANY;
  }
}

function hasStructure(schema: Json): boolean {
  return ['type', 'properties', 'additionalProperties', 'required', 'items', 'enum', 'const'].some((k) => schema[k] !== undefined);
}

/** allOf: objects merge their keys (open if one part is); anything else must match every part. */
function merge(parts: Shape[]): Shape {
  const resolved = parts.map(resolve).filter((p) => p.kind !== 'any');
  if (resolved.length === 0) return ANY;
  if (resolved.length === 1) return resolved[0];
  if (resolved.every((p) => p.kind === 'object')) {
    const props = new Map<string, Prop>();
    let extra: Shape | null = null;
    for (const part of resolved as { props: Map<string, Prop>; extra: Shape | null }[]) {
      for (const [key, prop] of part.props) {
        const known = props.get(key);
        props.set(key, known ? { shape: known.shape, required: known.required || prop.required } : prop);
      }
      if (part.extra) extra = part.extra;
    }
    return { kind: 'object', props, extra };
  }
  // A union among the parts: distribute the object parts over its branches.
  const union = resolved.find((p) => p.kind === 'union');
  if (union && union.kind === 'union') {
    const others = resolved.filter((p) => p !== union);
    return { kind: 'union', of: union.of.map((branch) => merge([branch, ...others])) };
  }
  return resolved[resolved.length - 1];
}
