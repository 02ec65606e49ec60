// The shape of an engine's API catalogue (scripts/catalogue/README.md): its endpoints, the
// parameters every endpoint takes, and the named types of parameters and bodies.

/** A type: a plain word (`string`, `number`, `boolean`, `any`, `field`), a named type, or a form. */
export type CatalogueType =
  | string
  | { keys: Record<string, CatalogueType>; one?: boolean }
  | { enum: string[] }
  | { list: CatalogueType }
  | { map: CatalogueType }
  | { fields: CatalogueType }
  | { oneOf: CatalogueType[] };

/** What the names a path part takes are. */
export type PartKind =
  | 'indices'
  | 'index_templates'
  | 'component_templates'
  | 'repositories'
  | 'snapshots'
  | 'pipelines'
  | 'nodes'
  | 'tasks'
  | 'aliases'
  | 'policies'
  | 'data_streams'
  | 'fields'
  | 'other';

export interface CatalogueEndpoint {
  /** The specification's name (`search`, `indices.create`). */
  name: string;
  /** Upper case, sorted. */
  methods: string[];
  /** Path patterns with `{part}` placeholders, each starting with `/`. */
  paths: string[];
  parts?: Record<string, PartKind>;
  params?: Record<string, CatalogueType>;
  body?: CatalogueType;
  /** The version that added it, when known. */
  since?: string;
  /** The version that deprecated it, when it is. */
  deprecated?: string;
  /** Deprecated parameters: name -> the version that deprecated it ('' when not known). */
  deprecatedParams?: Record<string, string>;
  /** The official documentation page, when known. */
  docs?: string;
}

export interface Catalogue {
  engine: 'elasticsearch' | 'opensearch';
  source: { repository: string; commit: string; licence: string };
  globalParams: Record<string, CatalogueType>;
  endpoints: CatalogueEndpoint[];
  types: Record<string, CatalogueType>;
}
