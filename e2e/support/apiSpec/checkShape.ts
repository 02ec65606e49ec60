// Checking a value against a shape: every problem reported with its path.
import { resolve, type Prop, type Shape } from './shapes';

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
