import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileUserRegex } from '../../lib/regex';
import { attributesByNodeId, flattenAttributes, visibleAttributes } from './attributes';
import { DEFAULT_HIDE_ATTRIBUTES_REGEX } from '../../preferences/nodesPreferences';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('flattenAttributes', () => {
  it('joins nested keys with dots', () => {
    expect(
      flattenAttributes({
        ml: { config_version: '12.0.0', machine_memory: '25' },
        xpack: { installed: 'true' },
        rack_id: 'r1',
      }),
    ).toEqual({
      'ml.config_version': '12.0.0',
      'ml.machine_memory': '25',
      'xpack.installed': 'true',
      rack_id: 'r1',
    });
  });

  it('turns lists, numbers and booleans into text', () => {
    expect(flattenAttributes({ zones: ['a', 'b'], size: 3, hot: true, none: null })).toEqual({
      zones: 'a, b',
      size: '3',
      hot: 'true',
      none: 'null',
    });
  });

  it('is empty for anything that is not an object', () => {
    expect(flattenAttributes(undefined)).toEqual({});
    expect(flattenAttributes('x')).toEqual({});
    expect(flattenAttributes(['a'])).toEqual({});
  });
});

describe('attributesByNodeId', () => {
  it('reads settings.node.attr of each node, by id', () => {
    const response = {
      nodes: {
        n1: {
          name: 'es-1',
          settings: { node: { attr: { box_type: 'hot', xpack: { installed: 'true' } } } },
        },
        n2: { name: 'es-2', settings: { node: { attr: { box_type: 'warm' } } } },
      },
    };
    expect(attributesByNodeId(response)).toEqual({
      n1: { box_type: 'hot', 'xpack.installed': 'true' },
      n2: { box_type: 'warm' },
    });
  });

  it('falls back to the flat attributes map when the settings have none', () => {
    expect(
      attributesByNodeId({ nodes: { n1: { attributes: { 'ml.max_jvm_size': '512' } } } }),
    ).toEqual({
      n1: { 'ml.max_jvm_size': '512' },
    });
  });

  it('gives an empty map for a node without attributes and nothing for a broken answer', () => {
    expect(attributesByNodeId({ nodes: { n1: { name: 'os-1' } } })).toEqual({ n1: {} });
    expect(attributesByNodeId(null)).toEqual({});
  });
});

describe('visibleAttributes', () => {
  const attributes = {
    'xpack.installed': 'true',
    'ml.machine_memory': '1',
    'transform.node': 'true',
    rack_id: 'r1',
    box_type: 'hot',
  };

  it('hides the keys the default pattern matches and sorts the rest by key', () => {
    expect(visibleAttributes(attributes, compileUserRegex(DEFAULT_HIDE_ATTRIBUTES_REGEX))).toEqual([
      ['box_type', 'hot'],
      ['rack_id', 'r1'],
    ]);
  });

  it('shows every attribute without a pattern', () => {
    expect(visibleAttributes(attributes, compileUserRegex(''))).toHaveLength(5);
  });

  it('shows every attribute for an invalid pattern and logs it instead of failing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(visibleAttributes(attributes, compileUserRegex('(xpack'))).toHaveLength(5);
    expect(error).toHaveBeenCalledWith('invalid regex:', '(xpack', expect.any(SyntaxError));
  });
});
