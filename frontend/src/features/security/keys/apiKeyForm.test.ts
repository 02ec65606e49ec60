import { describe, expect, it } from 'vitest';
import {
  apiKeyChange,
  expirationOf,
  jsonProblemPlace,
  newApiKey,
  readJsonObject,
} from './apiKeyForm';

const input = {
  name: ' ci ',
  expiry: { choice: '30d' as const, custom: '' },
  roleDescriptors: '',
  metadata: '',
};

describe('API key form', () => {
  it('reads presets, none and typed expirations', () => {
    expect(expirationOf({ choice: '7d', custom: '' })).toBe('7d');
    expect(expirationOf({ choice: 'none', custom: '' })).toBeNull();
    expect(expirationOf({ choice: 'custom', custom: ' 45d ' })).toBe('45d');
    expect(expirationOf({ choice: 'custom', custom: '45 days' })).toBeUndefined();
  });

  it('says where JSON goes wrong, blank being nothing', () => {
    expect(readJsonObject('  ')).toEqual({ ok: true, value: null });
    const broken = '{\n  "a": }';
    expect(jsonProblemPlace(broken, readJsonObject(broken))).toEqual({ line: 2, column: 8 });
    expect(jsonProblemPlace('[1]', readJsonObject('[1]'))).toBe('notObject');
  });

  it('makes the new key, leaving out what is blank', () => {
    expect(newApiKey(input)).toEqual({ name: 'ci', expiration: '30d' });
    expect(
      newApiKey({
        ...input,
        expiry: { choice: 'none', custom: '' },
        roleDescriptors: '{"r": {"cluster": ["monitor"]}}',
        metadata: '{"team": "ops"}',
      }),
    ).toEqual({
      name: 'ci',
      role_descriptors: { r: { cluster: ['monitor'] } },
      metadata: { team: 'ops' },
    });
    expect(newApiKey({ ...input, name: '  ' })).toBeNull();
    expect(newApiKey({ ...input, metadata: '{' })).toBeNull();
  });

  it('makes an update, keeping the expiration unless one is chosen', () => {
    const keep = { choice: 'keep' as const, custom: '' };
    expect(apiKeyChange({ expiry: keep, roleDescriptors: '', metadata: '{}' })).toEqual({
      metadata: {},
    });
    expect(
      apiKeyChange({ expiry: { choice: '90d', custom: '' }, roleDescriptors: '{}', metadata: '' }),
    ).toEqual({ role_descriptors: {}, expiration: '90d' });
    expect(apiKeyChange({ expiry: keep, roleDescriptors: 'x', metadata: '' })).toBeNull();
  });
});
