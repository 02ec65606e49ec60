// The declarations that carry special meaning in the specification.
export const FIELD = '_types/common.ts#Field';
export const DICTIONARIES = new Set(['Dictionary', 'SingleKeyDictionary']);
export const EXTRA_KEYS = new Set(['AdditionalProperty', 'AdditionalProperties']);
export const GLOBAL_PARAMS = 'CommonQueryParameters';
