import { describe, expect, it } from 'vitest';
import { bodyOf, bodyOfText, draftBody, formOf, openDraft, switchMode } from './mappingDraft';

const LISTED = {
  enabled: true,
  roles: ['user'],
  role_templates: [
    { template: '{"source":"{{#tojson}}groups{{/tojson}}"}', format: 'json' },
    { template: { source: '_user_{{username}}' }, format: 'string' },
  ],
  rules: {
    all: [
      { field: { 'realm.name': 'saml1' } },
      { any: [{ field: { groups: ['admins', 'ops'] } }, { unknown: 1 }] },
      { except: { field: { 'metadata.level': 3 } } },
    ],
  },
  metadata: { version: 1 },
};

describe('role mapping draft', () => {
  it('reads a listed mapping into the form and writes back the same body', () => {
    const form = formOf(LISTED);
    expect(form.roles).toEqual(['user']);
    expect(form.templates.map((template) => [template.source, template.format])).toEqual([
      ['{{#tojson}}groups{{/tojson}}', 'json'],
      ['_user_{{username}}', 'string'],
    ]);
    expect(bodyOf(form)).toEqual({ ok: true, body: LISTED });
  });

  it('writes a changed template as a source, and refuses metadata that is not an object', () => {
    const form = formOf(LISTED);
    const changed = { ...form.templates[0], source: '{{username}}', format: 'string' as const };
    const result = bodyOf({ ...form, templates: [changed] });
    expect(result.ok && result.body.role_templates).toEqual([
      { template: { source: '{{username}}' }, format: 'string' },
    ]);
    expect(bodyOf({ ...form, metadata: '[1]' })).toEqual({ ok: false, problem: 'metadata' });
    expect(bodyOf({ ...form, metadata: '{' })).toEqual({ ok: false, problem: 'metadata' });
  });

  it('keeps the form and the JSON in step, and stays in JSON while the text does not parse', () => {
    const draft = openDraft(LISTED);
    const json = switchMode(draft, 'json');
    if (!json.ok) throw new Error('no switch');
    expect(JSON.parse(json.draft.text)).toEqual(LISTED);
    const broken = { ...json.draft, text: '{"roles": [' };
    expect(switchMode(broken, 'form')).toEqual({ ok: false, problem: 'syntax' });
    expect(draftBody(broken)).toEqual({ ok: false, problem: 'syntax' });
    expect(bodyOfText('[]')).toEqual({ ok: false, problem: 'not-object' });
    const edited = { ...json.draft, text: '{"roles": ["a"], "rules": {"field": {"dn": "x"}}}' };
    const form = switchMode(edited, 'form');
    expect(form.ok && form.draft.form.roles).toEqual(['a']);
    expect(form.ok && form.draft.form.rule).toEqual({
      kind: 'field',
      field: 'dn',
      values: ['x'],
      list: false,
    });
  });
});
