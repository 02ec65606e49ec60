// OpenSearch: the endpoints and answer shapes of its OpenAPI 3.1 specification.
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from './parseYaml';
import { ANY, lazy, resolve, type DocumentedExample, type Endpoint, type Prop, type Shape } from './shapes';

type Json = Record<string, unknown>;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'head', 'patch'];

export function opensearchEndpoints(root: string): Endpoint[] {
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
