import { describe, expect, it } from 'vitest';
import {
  componentTemplateText,
  componentTemplateUsers,
  composedOf,
  NEW_COMPONENT_TEMPLATE_BODY,
} from './componentTemplate';
import { parseJsonObject } from './jsonObject';
import { templateRows } from './templateRows';

describe('component template bodies', () => {
  it('starts a new one with its three sections empty', () => {
    expect(JSON.parse(NEW_COMPONENT_TEMPLATE_BODY)).toEqual({
      template: { settings: {}, mappings: {}, aliases: {} },
    });
  });

  it('edits a listed one as the cluster sent it, without the dates only a listing carries', () => {
    const text = componentTemplateText({
      name: 'base',
      component_template: {
        template: { settings: { number_of_shards: 1 } },
        version: 2,
        created_date_millis: 1764374400000,
      },
    });
    expect(JSON.parse(text)).toEqual({
      template: { settings: { number_of_shards: 1 } },
      version: 2,
    });
  });
});

describe('componentTemplateUsers', () => {
  const rows = templateRows({
    index_templates: [
      { name: 'logs', index_template: { index_patterns: ['logs-*'], composed_of: ['base', 'x'] } },
      { name: 'metrics', index_template: { index_patterns: ['m-*'], composed_of: ['base'] } },
      { name: 'plain', index_template: { index_patterns: ['p-*'], composed_of: [] } },
      { name: 'old', index_template: { index_patterns: ['o-*'] } },
    ],
  });

  it('names the composable templates composed of a component template', () => {
    expect(componentTemplateUsers('base', rows)).toEqual(['logs', 'metrics']);
    expect(componentTemplateUsers('x', rows)).toEqual(['logs']);
    expect(componentTemplateUsers('unused', rows)).toEqual([]);
  });

  it('reads no components from an entry without a list', () => {
    expect(composedOf({ name: 'old', index_template: {} })).toEqual([]);
    expect(composedOf(null)).toEqual([]);
  });
});

describe('parseJsonObject', () => {
  it('takes an object and says why anything else is refused', () => {
    expect(parseJsonObject('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonObject('{"a": }')).toEqual({
      ok: false,
      problem: { kind: 'syntax', position: 6 },
    });
    expect(parseJsonObject('"text"')).toEqual({ ok: false, problem: { kind: 'notObject' } });
    expect(parseJsonObject('')).toEqual({ ok: false, problem: { kind: 'syntax', position: 0 } });
  });
});
