import { describe, expect, it } from 'vitest';
import {
  atLeast,
  compareVersions,
  majorMinorOf,
  majorVersionOf,
  parseVersion,
  UNKNOWN_VERSION,
} from './version';

describe('parseVersion', () => {
  it('reads each part as an integer, so two-digit parts survive and suffixes go', () => {
    expect(parseVersion('8.15.2')).toEqual({ major: 8, minor: 15, patch: 2 });
    expect(parseVersion('10.0.0-SNAPSHOT')).toEqual({ major: 10, minor: 0, patch: 0 });
    expect(parseVersion('7')).toEqual({ major: 7, minor: null, patch: null });
  });

  it('gives the unknown version for what is not a version', () => {
    expect(parseVersion('')).toBe(UNKNOWN_VERSION);
    expect(parseVersion(undefined)).toBe(UNKNOWN_VERSION);
    expect(parseVersion('x.1')).toBe(UNKNOWN_VERSION);
  });
});

describe('compareVersions', () => {
  it('compares part by part, as numbers', () => {
    expect(compareVersions('8.10.0', '8.9.1')).toBe(1);
    expect(compareVersions('7.9', '7.13')).toBe(-1);
    expect(compareVersions('8', '8.0.0')).toBe(0);
    expect(compareVersions('8.0.0-SNAPSHOT', '8.0.0')).toBe(0);
  });
});

describe('atLeast', () => {
  it('passes from the minimum on, and fails an unknown version', () => {
    expect(atLeast('7.9.0', '7.9')).toBe(true);
    expect(atLeast('7.10.2', '7.9')).toBe(true);
    expect(atLeast('7.8.1', '7.9')).toBe(false);
    expect(atLeast(parseVersion('9.0.0'), '8')).toBe(true);
    expect(atLeast('', '1')).toBe(false);
    expect(atLeast(UNKNOWN_VERSION, '0')).toBe(false);
  });
});

describe('majorVersionOf and majorMinorOf', () => {
  it('cut versions for the stored major and documentation links', () => {
    expect(majorVersionOf('8.15.2')).toBe('8');
    expect(majorVersionOf('10.0.0-SNAPSHOT')).toBe('10');
    expect(majorVersionOf('')).toBe('');
    expect(majorMinorOf(parseVersion('8.15.2'))).toBe('8.15');
    expect(majorMinorOf(parseVersion('8'))).toBe('');
  });
});
