// Fixtures of the ISM policy tests.

/**
 * A policy as GET _plugins/_ism/policies lists it, at sequence number 12 and primary term 3: the
 * `policy` with the fields the engine sets (its id, when it was last updated, its schema version).
 */
export function listedIsmPolicy(id: string, { description, ...policy }: Record<string, unknown>) {
  return {
    _id: id,
    _seq_no: 12,
    _primary_term: 3,
    policy: {
      policy_id: id,
      description,
      last_updated_time: 1764374400000,
      schema_version: 21,
      error_notification: null,
      ...policy,
    },
  };
}
