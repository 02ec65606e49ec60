// The target types of the convert processor as each engine documents them, in their order.

export const OPENSEARCH_CONVERT_TYPES = [
  'integer',
  'long',
  'float',
  'double',
  'boolean',
  'string',
  'auto',
];

export const ELASTICSEARCH_CONVERT_TYPES = [
  'integer',
  'long',
  'float',
  'double',
  'boolean',
  'string',
  'ip',
  'auto',
];
