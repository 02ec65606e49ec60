// Elasticsearch: the endpoints and answer shapes of the specification's TypeScript sources.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { hasJsDocTag, heritage, jsDocTag, listFiles, propName } from './elasticsearchSyntax';
import { parseYaml } from './parseYaml';
import { ANY, lazy, resolve, type DocumentedExample, type Endpoint, type Prop, type Shape } from './shapes';

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

export function elasticsearchEndpoints(root: string): Endpoint[] {
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
