// The target types of the convert processor as each engine documents them, in their order.

/** The types both engines document, first in both lists. */
const SHARED_CONVERT_TYPES = ['integer', 'long', 'float', 'double', 'boolean', 'string'];

export const OPENSEARCH_CONVERT_TYPES = [...SHARED_CONVERT_TYPES, 'auto'];

export const ELASTICSEARCH_CONVERT_TYPES = [...SHARED_CONVERT_TYPES, 'ip', 'auto'];
