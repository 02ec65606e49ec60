import { describe, expect, it } from 'vitest';
import { isSettingName, parseSettingInput } from './settingValue';

describe('parseSettingInput', () => {
  it('sends text as typed, numbers and booleans included', () => {
    expect(parseSettingInput('40mb')).toBe('40mb');
    expect(parseSettingInput('2')).toBe('2');
    expect(parseSettingInput('true')).toBe('true');
    expect(parseSettingInput(' spaced ')).toBe(' spaced ');
  });

  it('sends null for the text null', () => {
    expect(parseSettingInput('null')).toBeNull();
    expect(parseSettingInput(' null ')).toBeNull();
    expect(parseSettingInput('"null"')).toBe('"null"');
  });

  it('sends a JSON array as an array, anything else starting with [ as text', () => {
    expect(parseSettingInput('["zone", "rack"]')).toEqual(['zone', 'rack']);
    expect(parseSettingInput('[zone')).toBe('[zone');
  });
});

describe('isSettingName', () => {
  it('accepts dotted names and refuses single words and spaces', () => {
    expect(isSettingName('indices.recovery.max_bytes_per_sec')).toBe(true);
    expect(isSettingName('cluster.routing.allocation.disk.watermark.low')).toBe(true);
    expect(isSettingName('cluster')).toBe(false);
    expect(isSettingName('cluster. routing')).toBe(false);
    expect(isSettingName('')).toBe(false);
  });
});
