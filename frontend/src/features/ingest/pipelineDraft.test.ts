import { describe, expect, it } from 'vitest';
import { newProcessorItem } from './processorModel';
import { moveItem } from '../../lib/moveItem';
import { pipelineBody, pipelineForm, type PipelineForm } from './pipelineForm';
import { draftBody, openDraft, switchMode, type PipelineDraft } from './pipelineDraft';

const BODY = {
  description: 'parses web logs',
  version: 3,
  processors: [
    { grok: { field: 'message', patterns: ['%{COMMONAPACHELOG}'] } },
    {
      date: { field: 'timestamp', formats: ['dd/MMM/yyyy:HH:mm:ss Z'], target_field: '@timestamp' },
    },
    { my_plugin: { depth: 2 } },
  ],
  on_failure: [{ set: { field: 'error.message', value: '{{ _ingest.on_failure_message }}' } }],
  _meta: { owner: 'web team' },
  deprecated: false,
};

const formOf = (body: Record<string, unknown>): PipelineForm => {
  const read = pipelineForm(body);
  if (!read.ok) throw new Error('no form');
  return read.form;
};

describe('pipeline form', () => {
  it('writes back the body it read, unknown keys included', () => {
    const form = formOf(BODY);
    expect(form.description).toBe('parses web logs');
    expect(form.version).toBe('3');
    expect(form.processors.map((item) => item.type)).toEqual(['grok', 'date', 'my_plugin']);
    expect(form.rest).toEqual({ _meta: { owner: 'web team' }, deprecated: false });
    expect(pipelineBody(form)).toEqual({ ok: true, body: BODY });
  });

  it('keeps a description or version of another kind as it was', () => {
    const odd = { description: '', version: 'v2', processors: [] };
    expect(pipelineBody(formOf(odd))).toEqual({ ok: true, body: odd });
  });

  it('refuses processors it cannot show, saying which', () => {
    expect(pipelineForm({ processors: {} })).toEqual({
      ok: false,
      problem: { kind: 'processorsNotList' },
    });
    expect(pipelineForm({ processors: [{ drop: {} }, { a: {}, b: {} }] })).toEqual({
      ok: false,
      problem: { kind: 'processorShape', index: 1 },
    });
  });

  it('moves a processor up or down, not past an end', () => {
    const [a, b, c] = formOf(BODY).processors;
    expect(moveItem([a, b, c], 2, -1)).toEqual([a, c, b]);
    expect(moveItem([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveItem([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveItem([a, b, c], 2, 1)).toEqual([a, b, c]);
  });

  it('names what keeps a form from being written', () => {
    const form = formOf({ processors: [] });
    expect(pipelineBody({ ...form, version: '1.5' })).toEqual({
      ok: false,
      problem: { kind: 'version' },
    });
    expect(pipelineBody({ ...form, onFailure: '[' })).toEqual({
      ok: false,
      problem: { kind: 'onFailure', syntax: true },
    });
    expect(
      pipelineBody({
        ...form,
        processors: [newProcessorItem('drop'), { ...newProcessorItem('set'), others: '1' }],
      }),
    ).toEqual({
      ok: false,
      problem: { kind: 'processor', index: 1, problem: { kind: 'others', syntax: false } },
    });
  });
});

describe('pipeline draft', () => {
  it('opens in the form, or in JSON when the form cannot show the body', () => {
    expect(openDraft(BODY).mode).toBe('form');
    const odd = { processors: [{ a: 1 }] };
    const draft = openDraft(odd);
    expect(draft.mode).toBe('json');
    expect(draftBody(draft)).toEqual({ ok: true, body: odd });
  });

  it('carries edits from the form to JSON and back', () => {
    const draft = openDraft(BODY);
    const edited: PipelineDraft = { ...draft, form: { ...draft.form, description: 'changed' } };
    const json = switchMode(edited, 'json');
    if (!json.ok) throw new Error('no JSON');
    expect(JSON.parse(json.draft.text)).toEqual({ ...BODY, description: 'changed' });
    const typed = { ...json.draft, text: json.draft.text.replace('"version": 3', '"version": 4') };
    const form = switchMode(typed, 'form');
    if (!form.ok) throw new Error('no form');
    expect(form.draft.mode).toBe('form');
    expect(form.draft.form.version).toBe('4');
    expect(draftBody(form.draft)).toEqual({
      ok: true,
      body: { ...BODY, description: 'changed', version: 4 },
    });
  });

  it('stays in JSON with the reason when the text cannot become the form', () => {
    const json: PipelineDraft = {
      ...openDraft({ processors: [] }),
      mode: 'json',
      text: '{ "processors": [',
    };
    expect(switchMode(json, 'form')).toEqual({
      ok: false,
      problem: { kind: 'syntax', position: 17 },
    });
    expect(switchMode({ ...json, text: '[]' }, 'form')).toEqual({
      ok: false,
      problem: { kind: 'notObject' },
    });
    expect(switchMode({ ...json, text: '{"processors": 1}' }, 'form')).toEqual({
      ok: false,
      problem: { kind: 'processorsNotList' },
    });
  });
});
