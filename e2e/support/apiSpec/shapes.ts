// The shape language both specifications are read into: what a JSON value must look like, and
// an endpoint with the shapes of its answers.

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

export const ANY: Shape = { kind: 'any' };

export function resolve(shape: Shape): Exclude<Shape, { kind: 'lazy' }> {
  let s = shape;
  for (let depth = 0; s.kind === 'lazy'; depth++) {
    if (depth > 50) throw new Error(`schemaCheck: ${s.name} refers to itself without structure`);
    s = s.get();
  }
  return s;
}

export function lazy(name: string, make: () => Shape): Shape {
  let made: Shape | undefined;
  return { kind: 'lazy', name, get: () => (made ??= make()) };
}
