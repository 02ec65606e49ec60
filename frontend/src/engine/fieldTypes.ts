// The field types a mapping form offers on each engine.
import type { EngineProfile } from './profile';

/** The common field types, in the order the form lists them. */
const FIELD_TYPES = [
  'text',
  'keyword',
  'long',
  'integer',
  'short',
  'byte',
  'double',
  'float',
  'half_float',
  'scaled_float',
  'date',
  'boolean',
  'ip',
  'geo_point',
  'object',
  'nested',
  'flattened',
  'wildcard',
] as const;

/** Types OpenSearch does not know under these names. */
const ELASTICSEARCH_ONLY: ReadonlySet<string> = new Set(['flattened', 'wildcard']);

/** The common field types the engine knows under these names. */
export function fieldTypes(engine: EngineProfile): string[] {
  return FIELD_TYPES.filter(
    (type) => engine.distribution !== 'opensearch' || !ELASTICSEARCH_ONLY.has(type),
  );
}
