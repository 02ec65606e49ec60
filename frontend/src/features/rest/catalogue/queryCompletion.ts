// Completion of the query string in the REST console's request line: the parameters' names and
// values, with a short description of each parameter's type.
import type { Catalogue, CatalogueEndpoint, CatalogueType } from './catalogueTypes';
import type { EndpointMatch } from './endpoints';
import type { Completions, PathOption } from './pathCompletion';

/** The types that are words of their own, not names of types. */
const PLAIN_TYPES = new Set(['string', 'number', 'boolean', 'any', 'field']);

/** How many nested choices (`oneOf` within `oneOf`) are read for a parameter's values. */
const MAX_TYPE_DEPTH = 4;

/** How many values a parameter's description lists before it stops. */
const DESCRIBED_VALUES = 6;

/** The form of a type: named types followed to what they name; plain words stay (`any` on a cycle). */
export function resolveType(catalogue: Catalogue, type: CatalogueType): CatalogueType {
  const seen = new Set<string>();
  let current = type;
  while (
    typeof current === 'string' &&
    !PLAIN_TYPES.has(current) &&
    Object.hasOwn(catalogue.types, current)
  ) {
    if (seen.has(current)) return 'any';
    seen.add(current);
    current = catalogue.types[current];
  }
  return current;
}

/** The type of a parameter of `endpoint` (or of every endpoint), undefined for an unknown one. */
function paramType(
  catalogue: Catalogue,
  endpoint: CatalogueEndpoint | null,
  name: string,
): CatalogueType | undefined {
  if (endpoint?.params && Object.hasOwn(endpoint.params, name)) return endpoint.params[name];
  if (Object.hasOwn(catalogue.globalParams, name)) return catalogue.globalParams[name];
  return undefined;
}

/** The values a parameter of `type` takes: true/false, an enum's values, or a choice's. */
function valuesOf(catalogue: Catalogue, type: CatalogueType, depth = 0): string[] {
  const form = resolveType(catalogue, type);
  if (form === 'boolean') return ['true', 'false'];
  if (typeof form === 'string' || depth >= MAX_TYPE_DEPTH) return [];
  if ('enum' in form) return form.enum;
  if ('oneOf' in form) {
    const values = form.oneOf.flatMap((choice) => valuesOf(catalogue, choice, depth + 1));
    return [...new Set(values)];
  }
  return [];
}

/** A short description of a parameter's type: its word, its values, or its type's name. */
function describeType(catalogue: Catalogue, type: CatalogueType, depth = 0): string {
  const form = resolveType(catalogue, type);
  if (typeof form === 'string') return typeof type === 'string' ? nameOfType(type) : form;
  if ('enum' in form) {
    const listed = form.enum.slice(0, DESCRIBED_VALUES).join(' | ');
    return form.enum.length > DESCRIBED_VALUES ? `${listed} | …` : listed;
  }
  if (depth >= MAX_TYPE_DEPTH) return typeof type === 'string' ? nameOfType(type) : 'any';
  if ('oneOf' in form) {
    return form.oneOf.map((choice) => describeType(catalogue, choice, depth + 1)).join(' | ');
  }
  // A list in the notation of the specification's types, no words to translate.
  if ('list' in form) return `${describeType(catalogue, form.list, depth + 1)}[]`;
  return typeof type === 'string' ? nameOfType(type) : 'object';
}

/** A type's name without the specification's namespace (`cat._common:ResponseFormat`). */
function nameOfType(name: string): string {
  return name.slice(name.lastIndexOf(':') + 1);
}

/**
 * Options for the query string under the cursor (null when the cursor is before `?`, or when
 * nothing fits). In a parameter's name: the parameters of `match`'s endpoint and those of every
 * endpoint, not yet in the query, applied with their `=`; after `name=`: the values of the
 * parameter (true/false, an enum's values), for the item of a comma-separated list under the
 * cursor. `match` is the typed path's best match (null: only the parameters of every endpoint).
 */
export function queryCompletions(
  catalogue: Catalogue,
  match: EndpointMatch | null,
  text: string,
  cursor: number,
): Completions<PathOption> | null {
  const question = text.indexOf('?');
  if (question < 0 || cursor <= question) return null;
  const paramStart = Math.max(text.slice(0, cursor).lastIndexOf('&'), question) + 1;
  const nextAmpersand = text.indexOf('&', cursor);
  const paramEnd = nextAmpersand < 0 ? text.length : nextAmpersand;
  const equals = text.slice(paramStart, paramEnd).indexOf('=');
  const endpoint = match?.endpoint ?? null;

  if (equals < 0 || cursor <= paramStart + equals) {
    const present = new Set(
      [...text.slice(question + 1, paramStart).split('&'), ...text.slice(paramEnd).split('&')].map(
        (param) => param.split('=')[0],
      ),
    );
    const prefix = text.slice(paramStart, cursor);
    const own = Object.keys(endpoint?.params ?? {}).sort();
    const global = Object.keys(catalogue.globalParams).filter((name) => !own.includes(name));
    const options = [...own, ...global]
      .filter((name) => name.startsWith(prefix) && !present.has(name))
      .map((name): PathOption => {
        const type = paramType(catalogue, endpoint, name) ?? 'any';
        return {
          label: name,
          apply: `${name}=`,
          kind: 'param',
          detail: describeType(catalogue, type),
        };
      });
    const to = equals < 0 ? paramEnd : paramStart + equals + 1;
    return options.length > 0 ? { from: paramStart, to, options } : null;
  }

  const valueStart = paramStart + equals + 1;
  const type = paramType(catalogue, endpoint, text.slice(paramStart, paramStart + equals));
  if (type === undefined) return null;
  const from = Math.max(text.slice(0, cursor).lastIndexOf(','), valueStart - 1) + 1;
  const nextComma = text.slice(0, paramEnd).indexOf(',', cursor);
  const to = nextComma < 0 ? paramEnd : nextComma;
  const prefix = text.slice(from, cursor);
  const options = valuesOf(catalogue, type)
    .filter((value) => value.startsWith(prefix))
    .map((value): PathOption => ({ label: value, apply: value, kind: 'value' }));
  return options.length > 0 ? { from, to, options } : null;
}
