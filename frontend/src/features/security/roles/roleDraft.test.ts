import { describe, expect, it } from 'vitest';
import { draftBody, ES_ROLE_MODEL, openDraft, OS_ROLE_MODEL, switchMode } from './roleDraft';

describe('role draft', () => {
  it('carries the form into the JSON and the JSON back into the form', () => {
    const draft = openDraft(ES_ROLE_MODEL, { cluster: ['monitor'], indices: [] });
    expect(draft.mode).toBe('form');
    const edited = { ...draft, form: { ...draft.form, cluster: ['monitor', 'manage'] } };
    const json = switchMode(ES_ROLE_MODEL, edited, 'json');
    if (!json.ok) throw new Error('no switch');
    expect(JSON.parse(json.value.text)).toEqual({ cluster: ['monitor', 'manage'], indices: [] });
    const text = '{"cluster": ["all"], "indices": [{"names": ["a"], "privileges": ["read"]}]}';
    const back = switchMode(ES_ROLE_MODEL, { ...json.value, text }, 'form');
    if (!back.ok) throw new Error('no switch');
    expect(back.value.form.cluster).toEqual(['all']);
    expect(back.value.form.indices[0].names).toEqual(['a']);
  });

  it('stays in JSON, text kept, while the text does not parse or the form cannot show it', () => {
    const draft = { ...openDraft(OS_ROLE_MODEL, {}), mode: 'json' as const, text: '{"a": ' };
    expect(switchMode(OS_ROLE_MODEL, draft, 'form')).toEqual({
      ok: false,
      problem: { kind: 'syntax', position: 6 },
    });
    expect(draftBody(OS_ROLE_MODEL, draft).ok).toBe(false);
    const shaped = { ...draft, text: '{"cluster_permissions": "x"}' };
    expect(switchMode(OS_ROLE_MODEL, shaped, 'form')).toEqual({
      ok: false,
      problem: { kind: 'shape', key: 'cluster_permissions' },
    });
  });

  it('opens a definition the form cannot show in JSON', () => {
    expect(openDraft(ES_ROLE_MODEL, { run_as: 'x' }).mode).toBe('json');
  });
});
