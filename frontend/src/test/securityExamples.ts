// The engines' documented security answers that several tests read (paths relative to
// api-specs/elasticsearch/specification/security).

/**
 * The role of GET _security/role/my_admin_role
 * (get_role/examples/response/SecurityGetRoleResponseExample1.yaml).
 */
export const MY_ADMIN_ROLE = {
  description: 'Grants full access to all management features within the cluster.',
  cluster: ['all'],
  indices: [
    {
      names: ['index1', 'index2'],
      privileges: ['all'],
      allow_restricted_indices: false,
      field_security: { grant: ['title', 'body'] },
    },
  ],
  applications: [],
  run_as: ['other_user'],
  metadata: { version: 1 },
  transient_metadata: { enabled: true },
};

/** A user of GET _security/user (get_user/examples/response/SecurityGetUserResponseExample1.yaml). */
export const JACKNICH = {
  username: 'jacknich',
  roles: ['admin', 'other_role1'],
  full_name: 'Jack Nicholson',
  email: 'jacknich@example.com',
  metadata: { intelligence: 7 },
  enabled: true,
};
