// What the engines' ingest processors accept where they differ, as each engine's API
// specification lists it.
import type { EngineProfile } from './profile';

/** The convert processor's target types: OpenSearch has no `ip`. */
const CONVERT_TYPES = {
  elasticsearch: ['integer', 'long', 'float', 'double', 'boolean', 'string', 'ip', 'auto'],
  opensearch: ['integer', 'long', 'float', 'double', 'boolean', 'string', 'auto'],
} as const;

/** The types the engine's convert processor converts a field to. */
export function convertTypes(engine: EngineProfile): readonly string[] {
  return CONVERT_TYPES[engine.distribution];
}
