import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../lib/json';
import { EXAMPLE_RULES } from '../test/securityExamples';
import { parseRule, type RoleMappingRule } from './roleMappingRules';
import {
  grantedRoles,
  matchRule,
  readRoleMappings,
  testMappings,
  type MappingUser,
} from './roleMappings';

const user = (overrides: Partial<MappingUser> = {}): MappingUser => ({
  username: 'jdoe',
  dn: null,
  groups: [],
  realm: 'native1',
  metadata: {},
  ...overrides,
});

const rule = (json: unknown): RoleMappingRule => parseRule(json).rule;
const matches = (json: unknown, who: MappingUser): boolean => matchRule(rule(json), who);

describe('matchRule on the documented examples', () => {
  it('mapping1: every user', () => {
    expect(matches(EXAMPLE_RULES.mapping1, user())).toBe(true);
    expect(matches(EXAMPLE_RULES.mapping1, user({ username: '' }))).toBe(true);
  });

  it('mapping2: either listed user, exactly', () => {
    expect(matches(EXAMPLE_RULES.mapping2, user({ username: 'esadmin02' }))).toBe(true);
    expect(matches(EXAMPLE_RULES.mapping2, user({ username: 'esadmin03' }))).toBe(false);
    expect(matches(EXAMPLE_RULES.mapping2, user({ username: 'ESADMIN01' }))).toBe(false);
  });

  it('mapping4: the user esadmin, or anyone in the admins group (any case, any spacing)', () => {
    expect(matches(EXAMPLE_RULES.mapping4, user({ username: 'esadmin' }))).toBe(true);
    const member = user({
      groups: ['cn=users,dc=example,dc=com', 'CN=Admins, DC=example, DC=com'],
    });
    expect(matches(EXAMPLE_RULES.mapping4, member)).toBe(true);
    expect(matches(EXAMPLE_RULES.mapping4, user({ groups: ['cn=users,dc=example,dc=com'] }))).toBe(
      false,
    );
  });

  it('mapping7: a DN in the sub-tree, authenticated by ldap1', () => {
    const inTree = user({ dn: 'cn=jdoe,ou=people,ou=subtree,dc=example,dc=com', realm: 'ldap1' });
    expect(matches(EXAMPLE_RULES.mapping7, inTree)).toBe(true);
    expect(matches(EXAMPLE_RULES.mapping7, { ...inTree, realm: 'ldap2' })).toBe(false);
    expect(
      matches(EXAMPLE_RULES.mapping7, { ...inTree, dn: 'cn=jdoe,ou=other,dc=example,dc=com' }),
    ).toBe(false);
    expect(matches(EXAMPLE_RULES.mapping7, { ...inTree, dn: null })).toBe(false);
    // Spaces after the commas and upper case still name the same sub-tree.
    expect(
      matches(EXAMPLE_RULES.mapping7, {
        ...inTree,
        dn: 'CN=jdoe, OU=Subtree, DC=Example, DC=com',
      }),
    ).toBe(true);
  });

  it('mapping8: (an admin DN or es-admin/es-system) and in people and with a terminated_date', () => {
    const admin = user({
      dn: 'cn=ann,ou=admin,dc=example,dc=com',
      groups: ['cn=people,dc=example,dc=com'],
      metadata: { terminated_date: '2024-01-31' },
    });
    expect(matches(EXAMPLE_RULES.mapping8, admin)).toBe(true);
    expect(matches(EXAMPLE_RULES.mapping8, { ...admin, dn: null, username: 'es-system' })).toBe(
      true,
    );
    expect(matches(EXAMPLE_RULES.mapping8, { ...admin, groups: [] })).toBe(false);
    // The engine reads a missing field as null, so `except: {metadata.terminated_date: null}`
    // leaves out users WITHOUT the field (the example's description says the opposite).
    expect(matches(EXAMPLE_RULES.mapping8, { ...admin, metadata: {} })).toBe(false);
    expect(matches(EXAMPLE_RULES.mapping8, { ...admin, metadata: { terminated_date: null } })).toBe(
      false,
    );
  });
});

describe('matchRule on values', () => {
  it('matches wildcards over the whole name, and a backslash makes the next character literal', () => {
    expect(matches({ field: { username: 'svc-*' } }, user({ username: 'svc-backup' }))).toBe(true);
    expect(matches({ field: { username: 'svc-*' } }, user({ username: 'my-svc-backup' }))).toBe(
      false,
    );
    expect(matches({ field: { username: 'j?oe' } }, user({ username: 'jdoe' }))).toBe(true);
    expect(matches({ field: { username: 'j?oe' } }, user({ username: 'jddoe' }))).toBe(false);
    expect(matches({ field: { username: 'a\\*' } }, user({ username: 'a*' }))).toBe(true);
    expect(matches({ field: { username: 'a\\*' } }, user({ username: 'ab' }))).toBe(false);
    expect(matches({ field: { username: 'a.c' } }, user({ username: 'abc' }))).toBe(false);
  });

  it('matches Lucene regular expressions over the whole name', () => {
    const json = { field: { username: '/(es|kb)-admin[0-9]+/' } };
    expect(matches(json, user({ username: 'kb-admin12' }))).toBe(true);
    expect(matches(json, user({ username: 'kb-admin' }))).toBe(false);
    expect(matches(json, user({ username: 'x-es-admin1' }))).toBe(false);
    // What cannot be evaluated here matches nobody.
    expect(matches({ field: { username: '/a~b/' } }, user({ username: 'ac' }))).toBe(false);
  });

  it('compares numbers by value, booleans exactly, and never a number with text', () => {
    const who = user({ metadata: { level: 3, admin: true, code: '3' } });
    expect(matches({ field: { 'metadata.level': [1, 3] } }, who)).toBe(true);
    expect(matches({ field: { 'metadata.level': 3.0 } }, who)).toBe(true);
    expect(matches({ field: { 'metadata.level': '3' } }, who)).toBe(false);
    expect(matches({ field: { 'metadata.code': 3 } }, who)).toBe(false);
    expect(matches({ field: { 'metadata.admin': true } }, who)).toBe(true);
    expect(matches({ field: { 'metadata.admin': 'true' } }, who)).toBe(false);
    expect(
      matches(
        { field: { 'metadata.id': new LosslessNumber('12345678901234567890') } },
        user({ metadata: { id: new LosslessNumber('12345678901234567890') } }),
      ),
    ).toBe(true);
  });

  it('matches null for a missing field or a null value, and a list value by any item', () => {
    expect(matches({ field: { 'metadata.team': null } }, user())).toBe(true);
    expect(matches({ field: { 'metadata.team': null } }, user({ metadata: { team: null } }))).toBe(
      true,
    );
    expect(matches({ field: { 'metadata.team': null } }, user({ metadata: { team: 'a' } }))).toBe(
      false,
    );
    const lists = user({ metadata: { teams: ['ops', 'dev'] } });
    expect(matches({ field: { 'metadata.teams': 'dev' } }, lists)).toBe(true);
    expect(matches({ field: { 'metadata.teams': 'qa' } }, lists)).toBe(false);
    expect(matches({ field: { 'metadata.teams': null } }, user({ metadata: { teams: [] } }))).toBe(
      false,
    );
    expect(matches({ field: { email: null } }, user())).toBe(true);
    expect(matches({ field: { email: 'a@example.com' } }, user())).toBe(false);
  });

  it('matches groups without regard to case, by any group, and no groups never', () => {
    const json = { field: { groups: ['Admins', 'cn=ops*'] } };
    expect(matches(json, user({ groups: ['readers', 'admins'] }))).toBe(true);
    expect(matches(json, user({ groups: ['CN=Ops-EU,dc=example,dc=com'] }))).toBe(true);
    expect(matches(json, user({ groups: [] }))).toBe(false);
  });

  it('gives any of nothing false, all of nothing true, and raw rules nobody', () => {
    expect(matches({ any: [] }, user())).toBe(false);
    expect(matches({ all: [] }, user())).toBe(true);
    expect(matches({ field: { username: { x: 1 } } }, user())).toBe(false);
    expect(matches({ field: { username: [] } }, user())).toBe(false);
  });
});

// The documented GET answer (specification/security/get_role_mapping/examples/response/
// SecurityGetRoleMappingResponseExample1.yaml), with the templated mappings of put examples 6
// and 9 as a GET answer sends templates (JSON text) and as written (objects), and a disabled one.
const ANSWER = {
  mapping1: { enabled: true, roles: ['user'], rules: { field: { username: '*' } }, metadata: {} },
  mapping6: {
    enabled: true,
    role_templates: [{ template: '{"source":"{{#tojson}}groups{{/tojson}}"}', format: 'json' }],
    rules: { field: { 'realm.name': 'saml1' } },
    metadata: {},
  },
  mapping9: {
    enabled: true,
    role_templates: [
      { template: { source: 'saml_user' } },
      { template: { source: '_user_{{username}}' } },
    ],
    rules: { field: { 'realm.name': 'cloud-saml' } },
    metadata: {},
  },
  off: { enabled: false, roles: ['superuser'], rules: { field: { username: '*' } }, metadata: {} },
};

describe('testMappings', () => {
  it('says for each mapping whether it matches and the roles it gives, templates rendered', () => {
    const nwong = user({ username: 'nwong', realm: 'cloud-saml', groups: ['g1', 'g2'] });
    expect(testMappings(ANSWER, nwong)).toEqual([
      { name: 'mapping1', enabled: true, matched: true, roles: ['user'], problems: [] },
      { name: 'mapping6', enabled: true, matched: false, roles: ['g1', 'g2'], problems: [] },
      {
        name: 'mapping9',
        enabled: true,
        matched: true,
        roles: ['saml_user', '_user_nwong'],
        problems: [],
      },
      { name: 'off', enabled: false, matched: false, roles: ['superuser'], problems: [] },
    ]);
    expect(grantedRoles(testMappings(ANSWER, nwong))).toEqual(['_user_nwong', 'saml_user', 'user']);
  });

  it('reports the problems of rules and templates with where they are', () => {
    const answer = {
      broken: {
        enabled: true,
        role_templates: [{ template: { source: '{{#groups}}{{.}}{{/groups}}' } }],
        rules: { all: [{ field: {} }] },
      },
    };
    expect(testMappings(answer, user())).toEqual([
      {
        name: 'broken',
        enabled: true,
        matched: false,
        roles: [],
        problems: [
          { code: 'field-not-one-name', path: 'rules.all[0].field' },
          {
            code: 'template-unsupported-tag',
            path: 'role_templates[0]',
            detail: '{{#groups}}{{.}}{{/groups}}',
          },
        ],
      },
    ]);
  });

  it('reads an answer of the wrong shape as no mappings, and a mapping without rules as matching nobody', () => {
    expect(testMappings('not json', user())).toEqual([]);
    expect(testMappings({ a: 'x', b: [1] }, user())).toEqual([]);
    expect(readRoleMappings({ m: { roles: 'admin' } })).toEqual([
      {
        name: 'm',
        enabled: true,
        roles: [],
        templates: [],
        rule: { kind: 'raw', json: undefined },
        metadata: {},
        problems: [{ code: 'rule-not-object', path: 'rules' }],
      },
    ]);
    expect(testMappings({ m: { roles: ['admin'] } }, user())[0].matched).toBe(false);
  });
});
