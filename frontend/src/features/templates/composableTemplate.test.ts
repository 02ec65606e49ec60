import { describe, expect, it } from 'vitest';
import { stringifyJson } from '../../lib/json';
import {
  composableFormChanged,
  composableTemplateBody,
  composableTemplateForm,
  NEW_COMPOSABLE_TEMPLATE,
  type ComposableTemplateForm,
} from './composableTemplate';

const LISTED = {
  name: 'logs',
  index_template: {
    index_patterns: ['logs-*', 'app-logs-*'],
    template: {
      settings: { index: { number_of_shards: '2' } },
      mappings: { properties: { '@timestamp': { type: 'date' } } },
      lifecycle: { enabled: true, data_retention: '7d' },
    },
    composed_of: ['base', 'logs-mappings'],
    priority: 200,
    version: 3,
    _meta: { owner: 'ops' },
    data_stream: { hidden: false, allow_custom_routing: false },
    allow_auto_create: true,
    created_date_millis: 1764374400000,
    modified_date_millis: 1764374400000,
  },
};

describe('composableTemplateForm', () => {
  it('reads the fields the editor shows, and keeps the others aside', () => {
    const form = composableTemplateForm(LISTED);
    expect(form).toMatchObject({
      name: 'logs',
      indexPatterns: ['logs-*', 'app-logs-*'],
      priority: 200,
      composedOf: ['base', 'logs-mappings'],
      dataStream: true,
      dataStreamOptions: { hidden: false, allow_custom_routing: false },
      extra: { version: 3, _meta: { owner: 'ops' }, allow_auto_create: true },
      templateExtra: { lifecycle: { enabled: true, data_retention: '7d' } },
    });
    expect(JSON.parse(form.sections.settings)).toEqual({ index: { number_of_shards: '2' } });
    expect(form.sections.aliases).toBe('{}');
  });

  it('reads a template without priority, components or data stream', () => {
    const form = composableTemplateForm({ name: 'x', index_template: { index_patterns: 'x-*' } });
    expect(form).toEqual({ ...NEW_COMPOSABLE_TEMPLATE, name: 'x', indexPatterns: ['x-*'] });
  });
});

describe('composableTemplateBody', () => {
  it('gives back the listed template without the dates only a listing carries', () => {
    const result = composableTemplateBody(composableTemplateForm(LISTED));
    const { created_date_millis, modified_date_millis, ...writable } = LISTED.index_template;
    expect([created_date_millis, modified_date_millis]).toHaveLength(2);
    expect(result).toEqual({ ok: true, body: writable });
  });

  it('builds a new template, leaving out empty sections and an unset priority', () => {
    const form: ComposableTemplateForm = {
      ...NEW_COMPOSABLE_TEMPLATE,
      name: 'metrics',
      indexPatterns: ['metrics-*'],
      composedOf: ['base'],
      dataStream: true,
      sections: { settings: '{"number_of_replicas": 0}', mappings: '{}', aliases: '' },
    };
    expect(composableTemplateBody(form)).toEqual({
      ok: true,
      body: {
        index_patterns: ['metrics-*'],
        template: { settings: { number_of_replicas: 0 } },
        composed_of: ['base'],
        data_stream: {},
      },
    });
    expect(composableTemplateBody({ ...form, dataStream: false, priority: 0 })).toEqual({
      ok: true,
      body: {
        index_patterns: ['metrics-*'],
        template: { settings: { number_of_replicas: 0 } },
        composed_of: ['base'],
        priority: 0,
      },
    });
  });

  it('keeps big numbers exact', () => {
    const form = {
      ...NEW_COMPOSABLE_TEMPLATE,
      sections: {
        settings: '{}',
        mappings: '{"_meta": {"id": 12345678901234567890}}',
        aliases: '',
      },
    };
    const result = composableTemplateBody(form);
    expect(result.ok && stringifyJson(result.body.template)).toBe(
      '{"mappings":{"_meta":{"id":12345678901234567890}}}',
    );
  });

  it('names the first section that is not a JSON object, and where it goes wrong', () => {
    const sections = { settings: '{}', mappings: '{"properties": }', aliases: '[]' };
    expect(composableTemplateBody({ ...NEW_COMPOSABLE_TEMPLATE, sections })).toEqual({
      ok: false,
      section: 'mappings',
      problem: { kind: 'syntax', position: 15 },
    });
    expect(
      composableTemplateBody({
        ...NEW_COMPOSABLE_TEMPLATE,
        sections: { ...sections, mappings: '' },
      }),
    ).toEqual({ ok: false, section: 'aliases', problem: { kind: 'notObject' } });
  });
});

describe('composableFormChanged', () => {
  const opened = composableTemplateForm(LISTED);

  it('sees no change in a form as it opened, or typed back to it', () => {
    expect(composableFormChanged(opened, opened)).toBe(false);
    expect(
      composableFormChanged(opened, { ...opened, indexPatterns: [...opened.indexPatterns] }),
    ).toBe(false);
  });

  it('sees a change in each field the editor shows', () => {
    const changes: Partial<ComposableTemplateForm>[] = [
      { name: 'logs2' },
      { priority: null },
      { dataStream: !opened.dataStream },
      { indexPatterns: ['logs-*'] },
      { composedOf: [...opened.composedOf].reverse() },
      { sections: { ...opened.sections, aliases: '{"a": {}}' } },
    ];
    for (const change of changes) {
      expect(composableFormChanged(opened, { ...opened, ...change })).toBe(true);
    }
  });
});
