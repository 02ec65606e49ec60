import { describe, expect, it } from 'vitest';
import {
  indexPipelineUsers,
  pipelineRows,
  pipelineSettingsOf,
  processorTypes,
  templatePipelineUsers,
  writablePipelineBody,
} from './pipelineRows';

// GET _ingest/pipeline, as in the engine's documented answer.
const PIPELINES = {
  'my-pipeline-id': {
    description: 'describe pipeline',
    version: 123,
    processors: [{ set: { field: 'foo', value: 'bar' } }],
    created_date: '2024-01-01T12:00:00.000Z',
    created_date_millis: 1704110400000,
    modified_date: '2025-01-01T12:00:00.000Z',
    modified_date_millis: 1735732800000,
  },
  bare: { processors: [] },
};

// GET _all/_settings/index.default_pipeline,index.final_pipeline?flat_settings=true
const INDEX_SETTINGS = {
  'logs-2': { settings: { 'index.default_pipeline': 'my-pipeline-id' } },
  'logs-1': {
    settings: { 'index.default_pipeline': 'my-pipeline-id', 'index.final_pipeline': 'bare' },
  },
  other: { settings: {} },
  off: { settings: { 'index.default_pipeline': '_none' } },
};

const INDEX_TEMPLATES = {
  index_templates: [
    {
      name: 't-nested',
      index_template: {
        index_patterns: ['a-*'],
        template: { settings: { index: { final_pipeline: 'my-pipeline-id' } } },
      },
    },
    { name: 't-none', index_template: { index_patterns: ['b-*'] } },
  ],
};

const LEGACY = {
  'old-flat': { index_patterns: ['c-*'], settings: { 'index.default_pipeline': 'bare' } },
  'old-bare': { index_patterns: ['d-*'], settings: { default_pipeline: 'bare' } },
};

describe('pipeline settings', () => {
  it('are read flat, nested and bare, without _none', () => {
    expect(
      pipelineSettingsOf({ 'index.default_pipeline': 'a', 'index.final_pipeline': 'b' }),
    ).toEqual({
      default: 'a',
      final: 'b',
    });
    expect(pipelineSettingsOf({ index: { default_pipeline: 'a' } })).toEqual({ default: 'a' });
    expect(pipelineSettingsOf({ final_pipeline: 'b' })).toEqual({ final: 'b' });
    expect(pipelineSettingsOf({ index: { default_pipeline: '_none' } })).toEqual({});
    expect(pipelineSettingsOf(undefined)).toEqual({});
  });

  it('name the indices and templates using each pipeline', () => {
    expect(indexPipelineUsers(INDEX_SETTINGS).get('my-pipeline-id')).toEqual([
      { name: 'logs-2', setting: 'default', legacy: false },
      { name: 'logs-1', setting: 'default', legacy: false },
    ]);
    const templates = templatePipelineUsers(INDEX_TEMPLATES, LEGACY);
    expect(templates.get('my-pipeline-id')).toEqual([
      { name: 't-nested', setting: 'final', legacy: false },
    ]);
    expect(templates.get('bare')).toEqual([
      { name: 'old-flat', setting: 'default', legacy: true },
      { name: 'old-bare', setting: 'default', legacy: true },
    ]);
    expect(templatePipelineUsers(null, null).size).toBe(0);
  });
});

describe('pipeline rows', () => {
  it('hold the description, processor count, version and sorted users of each pipeline', () => {
    const usage = {
      indexSettings: INDEX_SETTINGS,
      indexTemplates: INDEX_TEMPLATES,
      legacyTemplates: LEGACY,
    };
    const [first, second] = pipelineRows(PIPELINES, usage);
    expect(first).toMatchObject({
      name: 'my-pipeline-id',
      description: 'describe pipeline',
      processorCount: 1,
      version: 123,
      usage: {
        indices: [
          { name: 'logs-1', setting: 'default' },
          { name: 'logs-2', setting: 'default' },
        ],
        templates: [{ name: 't-nested', setting: 'final' }],
        known: true,
      },
    });
    expect(second).toMatchObject({
      name: 'bare',
      description: '',
      processorCount: 0,
      version: null,
      usage: { indices: [{ name: 'logs-1', setting: 'final' }] },
    });
    expect(second.usage.templates.map((user) => user.name)).toEqual(['old-bare', 'old-flat']);
  });

  it('say the usage is unknown when the settings could not be read', () => {
    const none = { indexSettings: null, indexTemplates: null, legacyTemplates: null };
    expect(pipelineRows(PIPELINES, none)[0].usage).toEqual({
      indices: [],
      templates: [],
      known: false,
    });
    expect(pipelineRows(null, none)).toEqual([]);
  });

  it('write a listed pipeline back without the dates only a listing carries', () => {
    expect(writablePipelineBody(PIPELINES['my-pipeline-id'])).toEqual({
      description: 'describe pipeline',
      version: 123,
      processors: [{ set: { field: 'foo', value: 'bar' } }],
    });
  });
});

describe('processor types', () => {
  it('are the sorted union of what the ingest nodes offer', () => {
    const answer = {
      nodes: {
        a: { ingest: { processors: [{ type: 'set' }, { type: 'grok' }] } },
        b: { ingest: { processors: [{ type: 'set' }, { type: 'attachment' }] } },
        c: {},
      },
    };
    expect(processorTypes(answer)).toEqual(['attachment', 'grok', 'set']);
    expect(processorTypes({})).toEqual([]);
  });
});
