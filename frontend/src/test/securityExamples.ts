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

// The `rules` of the specification's request examples,
// specification/security/put_role_mapping/examples/request/SecurityPutRoleMappingRequestExample<n>.yaml
// (examples 5 and 6 share their rule with example 9's realm rule, spelt for saml1).
export const EXAMPLE_RULES: Record<string, unknown> = {
  mapping1: { field: { username: '*' } },
  mapping2: { field: { username: ['esadmin01', 'esadmin02'] } },
  mapping3: { field: { 'realm.name': 'ldap1' } },
  mapping4: {
    any: [{ field: { username: 'esadmin' } }, { field: { groups: 'cn=admins,dc=example,dc=com' } }],
  },
  mapping5: { field: { 'realm.name': 'saml1' } },
  mapping7: {
    all: [
      { field: { dn: '*,ou=subtree,dc=example,dc=com' } },
      { field: { 'realm.name': 'ldap1' } },
    ],
  },
  mapping8: {
    all: [
      {
        any: [
          { field: { dn: '*,ou=admin,dc=example,dc=com' } },
          { field: { username: ['es-admin', 'es-system'] } },
        ],
      },
      { field: { groups: 'cn=people,dc=example,dc=com' } },
      { except: { field: { 'metadata.terminated_date': null } } },
    ],
  },
  mapping9: { field: { 'realm.name': 'cloud-saml' } },
};
