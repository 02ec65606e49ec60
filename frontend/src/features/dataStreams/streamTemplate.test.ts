import { describe, expect, it } from 'vitest';
import { streamTemplateFor } from './streamTemplate';

const row = (name: string, indexTemplate: Record<string, unknown>) => ({
  name,
  index_template: indexTemplate,
});

const TEMPLATES = {
  index_templates: [
    row('logs', { index_patterns: ['logs-*-*'], priority: 100, data_stream: {} }),
    row('logs-low', { index_patterns: ['logs-*'], priority: 50, data_stream: {} }),
    row('metrics-plain', { index_patterns: ['metrics-*'], priority: 10 }),
    row('no-priority', { index_patterns: 'events-*', data_stream: { hidden: false } }),
  ],
};

describe('the template a new data stream is created from', () => {
  it('is the matching template of highest priority', () => {
    expect(streamTemplateFor('logs-app-default', TEMPLATES)).toEqual({
      kind: 'applies',
      name: 'logs',
      priority: 100,
    });
    expect(streamTemplateFor('logs-app', TEMPLATES)).toEqual({
      kind: 'applies',
      name: 'logs-low',
      priority: 50,
    });
    expect(streamTemplateFor('events-x', TEMPLATES)).toEqual({
      kind: 'applies',
      name: 'no-priority',
      priority: 0,
    });
  });

  it('names a matching template without data_stream, which the engine would refuse', () => {
    expect(streamTemplateFor('metrics-cpu', TEMPLATES)).toEqual({
      kind: 'notForStreams',
      name: 'metrics-plain',
    });
  });

  it('is none when no pattern matches, or for templates of another shape', () => {
    expect(streamTemplateFor('audit', TEMPLATES)).toEqual({ kind: 'none' });
    const odd = { index_templates: [{ name: 'odd', index_template: 'text' }] } as never;
    expect(streamTemplateFor('audit', odd)).toEqual({ kind: 'none' });
    expect(streamTemplateFor('audit', {})).toEqual({ kind: 'none' });
  });
});
