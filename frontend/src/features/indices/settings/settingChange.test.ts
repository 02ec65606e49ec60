import { describe, expect, it } from 'vitest';
import { isDynamicSetting } from '../../../engine/dynamicIndexSettings';
import { engineProfile } from '../../../engine/profile';
import type { SettingRow } from './indexSettings';
import {
  draftChange,
  isSettingKey,
  needsClosedIndex,
  rowDraft,
  settingInputValue,
  settingsChangeBody,
  suggestedSettings,
} from './settingChange';

describe('needsClosedIndex', () => {
  it('names the static keys among the edited ones, in order', () => {
    expect(
      needsClosedIndex([
        'index.codec',
        'index.number_of_replicas',
        'index.analysis.analyzer.content.tokenizer',
      ]),
    ).toEqual(['index.codec', 'index.analysis.analyzer.content.tokenizer']);
  });

  it('is empty when every key is dynamic, or there are none', () => {
    expect(needsClosedIndex(['index.refresh_interval', 'index.lifecycle.name'])).toEqual([]);
    expect(needsClosedIndex([])).toEqual([]);
  });
});

describe('settingsChangeBody', () => {
  it('puts the names without index. inside index, as the engines document', () => {
    expect(settingsChangeBody({ 'index.number_of_replicas': '2' })).toEqual({
      index: { number_of_replicas: '2' },
    });
  });

  it('resets a setting with null and keeps lists and dotted names', () => {
    const body = settingsChangeBody({
      'index.refresh_interval': null,
      'index.query.default_field': ['title', 'body'],
      'index.routing.allocation.include._tier_preference': 'data_hot,data_content',
    });
    expect(body).toEqual({
      index: {
        refresh_interval: null,
        'query.default_field': ['title', 'body'],
        'routing.allocation.include._tier_preference': 'data_hot,data_content',
      },
    });
    expect(JSON.stringify(body)).toBe(
      '{"index":{"refresh_interval":null,"query.default_field":["title","body"],' +
        '"routing.allocation.include._tier_preference":"data_hot,data_content"}}',
    );
  });

  it('takes names already relative to index., and leaves out an empty name', () => {
    expect(settingsChangeBody({ number_of_replicas: '0', 'index.': '1' })).toEqual({
      index: { number_of_replicas: '0' },
    });
  });

  it('gives an empty index object for no changes', () => {
    expect(settingsChangeBody({})).toEqual({ index: {} });
  });

  it('copies lists, so later edits do not change a body already made', () => {
    const fields = ['title'];
    const body = settingsChangeBody({ 'index.query.default_field': fields });
    fields.push('body');
    expect(body.index['query.default_field']).toEqual(['title']);
  });
});

describe('suggestedSettings', () => {
  it('offers only dynamic settings, the engine specific ones among them', () => {
    const elasticsearch = suggestedSettings(engineProfile('elasticsearch', '8.15.2'));
    const opensearch = suggestedSettings(engineProfile('opensearch', '2.19.1'));
    for (const key of [...elasticsearch, ...opensearch])
      expect(isDynamicSetting(key), key).toBe(true);
    expect(elasticsearch).toContain('index.number_of_replicas');
    expect(elasticsearch).toContain('index.lifecycle.name');
    expect(opensearch).not.toContain('index.lifecycle.name');
    expect(opensearch).toContain('index.plugins.index_state_management.rollover_alias');
  });
});

describe('the change form', () => {
  it('takes setting names with or without index., and nothing else', () => {
    for (const key of ['index.number_of_replicas', 'number_of_replicas', ' index.blocks.write '])
      expect(isSettingKey(key), key).toBe(true);
    for (const key of ['', 'index', 'index.', 'a b', 'index..x', '{"index":1}'])
      expect(isSettingKey(key), key).toBe(false);
  });

  it('reads the value text: text trimmed, null resets, a JSON array is a list', () => {
    expect(settingInputValue(' 30s ')).toBe('30s');
    expect(settingInputValue('null')).toBeNull();
    expect(settingInputValue('["title", "body"]')).toEqual(['title', 'body']);
    expect(settingInputValue('[1, true]')).toEqual(['1', 'true']);
    expect(settingInputValue('[oops')).toBe('[oops');
    expect(settingInputValue('[{"a":1}]')).toBe('[{"a":1}]');
  });

  it('gives the change under the full name, or null while it cannot be sent', () => {
    expect(draftChange({ key: 'number_of_replicas', value: '2' })).toEqual({
      'index.number_of_replicas': '2',
    });
    expect(draftChange({ key: 'index.refresh_interval', value: 'null' })).toEqual({
      'index.refresh_interval': null,
    });
    expect(draftChange({ key: 'index.refresh_interval', value: '  ' })).toBeNull();
    expect(draftChange({ key: 'not a name', value: '1' })).toBeNull();
  });

  it('fills the form from a row, a list as JSON, and sends it back unchanged', () => {
    const row: SettingRow = { key: 'index.query.default_field', value: ['*'], set: false };
    expect(rowDraft(row)).toEqual({ key: 'index.query.default_field', value: '["*"]' });
    expect(settingsChangeBody(draftChange(rowDraft(row)) ?? {})).toEqual({
      index: { 'query.default_field': ['*'] },
    });
  });
});
