// The field names of the indices a request's path names, for the body's completion: one
// _field_caps call for those indices (the cluster merges their fields, so the answer grows with
// the distinct fields, not with the number of indices; no mapping is read), cached for a minute.
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import { clusterRequest } from '../../../api/client';
import { encodeRestPath } from '../../../engine/restPath';
import { PART_NAMES_KEPT_S } from './partNames';

/** Names beyond this many are left out (the list is for typing, not for browsing). */
export const MAX_FIELD_NAMES = 20_000;

/** The fields in a `_field_caps` answer, without the metadata fields (`_id`, `_index`...). */
export function fieldCapsNames(answer: unknown): string[] {
  const fields = (answer as { fields?: Record<string, unknown> } | null)?.fields;
  if (!fields || typeof fields !== 'object') return [];
  return Object.keys(fields)
    .filter((name) => !name.startsWith('_'))
    .sort()
    .slice(0, MAX_FIELD_NAMES);
}

export const fieldNamesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the path's index expression, as typed. */
    fieldNames: build.query<string[], string>({
      queryFn: clusterQuery(async (target, indices, signal) =>
        fieldCapsNames(
          await clusterRequest<unknown>(target, {
            method: 'GET',
            path: encodeRestPath(`${indices}/_field_caps`),
            params: { fields: '*', filter_path: 'fields' },
            signal,
          }),
        ),
      ),
      keepUnusedDataFor: PART_NAMES_KEPT_S,
    }),
  }),
});

export const { useFieldNamesQuery } = fieldNamesApi;
