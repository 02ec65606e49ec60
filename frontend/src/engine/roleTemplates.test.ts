import { describe, expect, it } from 'vitest';
import { parseRoleTemplate, renderRoleTemplate } from './roleTemplates';

const USER = {
  username: 'nwong',
  dn: 'cn=nwong,ou=people,dc=example,dc=com',
  groups: ['cn=admins,dc=example,dc=com', 'analysts'],
  realm: { name: 'cloud-saml' },
  'realm.name': 'cloud-saml',
  metadata: { team: 'ops' },
  'metadata.team': 'ops',
};

const render = (entry: unknown, values: Record<string, unknown> = USER) => {
  const { template, problems } = parseRoleTemplate(entry);
  const rendered = renderRoleTemplate(template, values);
  return { roles: rendered.roles, problems: [...problems, ...rendered.problems] };
};

describe('role templates of the documented examples', () => {
  // specification/security/put_role_mapping/examples/request/SecurityPutRoleMappingRequestExample9.yaml
  it('renders a fixed name and the username', () => {
    expect(render({ template: { source: 'saml_user' } })).toEqual({
      roles: ['saml_user'],
      problems: [],
    });
    expect(render({ template: { source: '_user_{{username}}' } })).toEqual({
      roles: ['_user_nwong'],
      problems: [],
    });
  });

  // SecurityPutRoleMappingRequestExample5.yaml and Example6.yaml: the groups as role names.
  it('renders the groups as a JSON list, read as role names with format json', () => {
    expect(
      render({ template: { source: '{{#tojson}}groups{{/tojson}}' }, format: 'json' }),
    ).toEqual({ roles: ['cn=admins,dc=example,dc=com', 'analysts'], problems: [] });
  });

  it('reads the template as GET answers send it, JSON text', () => {
    const entry = { template: '{"source":"{{#tojson}}groups{{/tojson}}"}', format: 'json' };
    expect(parseRoleTemplate(entry)).toEqual({
      template: {
        source: '{{#tojson}}groups{{/tojson}}',
        storedId: null,
        params: {},
        format: 'json',
        json: entry,
      },
      problems: [],
    });
    expect(render(entry).roles).toEqual(['cn=admins,dc=example,dc=com', 'analysts']);
  });
});

describe('renderRoleTemplate', () => {
  it('looks up dotted names as keys first, then through nested objects', () => {
    expect(render({ template: { source: '{{realm.name}}-{{ metadata.team }}' } }).roles).toEqual([
      'cloud-saml-ops',
    ]);
    expect(
      render({ template: { source: 'x{{metadata.team}}' } }, { metadata: { team: 'a' } }).roles,
    ).toEqual(['xa']);
  });

  it('prints lists as the engine does, missing values as nothing, and escapes for JSON', () => {
    expect(render({ template: { source: '{{groups}}' } }).roles).toEqual([
      '[cn=admins,dc=example,dc=com, analysts]',
    ]);
    expect(render({ template: { source: 'r_{{nothing}}' } }).roles).toEqual(['r_']);
    expect(render({ template: { source: '{{username}}' } }, { username: 'a"b\\c' }).roles).toEqual([
      'a\\"b\\\\c',
    ]);
    expect(
      render(
        { template: { source: '["{{username}}","{{realm.name}}"]' }, format: 'json' },
        {
          username: 'a"b',
          'realm.name': 'r',
        },
      ).roles,
    ).toEqual(['a"b', 'r']);
  });

  it("uses the template's params, where the user's fields win", () => {
    const entry = {
      template: { source: '{{prefix}}_{{username}}', params: { prefix: 'p', username: 'x' } },
    };
    expect(render(entry).roles).toEqual(['p_nwong']);
  });

  it('reads format json output: one string is one role, numbers are names, nulls left out', () => {
    expect(render({ template: { source: '"{{username}}"' }, format: 'json' }).roles).toEqual([
      'nwong',
    ]);
    expect(render({ template: { source: '["a", 1, null]' }, format: 'json' }).roles).toEqual([
      'a',
      '1',
    ]);
    expect(render({ template: { source: '{"a":1}' }, format: 'json' })).toEqual({
      roles: [],
      problems: [{ code: 'template-json-not-names', detail: '{"a":1}' }],
    });
    expect(render({ template: { source: '{{username}}' }, format: 'json' }).problems).toEqual([
      { code: 'template-json-not-names', detail: 'nwong' },
    ]);
  });

  it('says which Mustache it does not render, and renders nothing for it', () => {
    for (const source of [
      '{{#groups}}{{.}}{{/groups}}',
      '{{{username}}}',
      '{{^groups}}x{{/groups}}',
      'a {{username',
    ]) {
      const { roles, problems } = render({ template: { source } });
      expect(roles).toEqual([]);
      expect(problems.map((found) => found.code)).toEqual(['template-unsupported-tag']);
    }
    expect(render({ template: { source: '{{#tojson}}teams{{/tojson}}' }, format: 'json' })).toEqual(
      {
        roles: [],
        problems: [{ code: 'template-unknown-variable', detail: 'teams' }],
      },
    );
  });

  it('reports stored scripts, bad templates and unknown formats', () => {
    expect(render({ template: { id: 'my-script' } })).toEqual({
      roles: [],
      problems: [{ code: 'template-stored-script', detail: 'my-script' }],
    });
    expect(render({ template: '{not json' }).problems).toEqual([
      { code: 'template-bad-json', detail: '{not json' },
    ]);
    expect(render('saml_user').problems).toEqual([{ code: 'template-not-object' }]);
    expect(render({ format: 'json' }).problems).toEqual([{ code: 'template-not-object' }]);
    expect(render({ template: { source: 'r' }, format: 'yaml' })).toEqual({
      roles: ['r'],
      problems: [{ code: 'template-unknown-format', detail: 'yaml' }],
    });
  });
});
