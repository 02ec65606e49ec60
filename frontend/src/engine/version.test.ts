import { describe, expect, it } from 'vitest';
import {
  engineName,
  featureMajorVersion,
  isUnsupportedVersion,
  majorMinorOf,
  majorVersionOf,
  versionAtLeast,
} from './version';

describe('majorVersionOf', () => {
  it('parses the leading integer, so two-digit majors survive', () => {
    expect(majorVersionOf('8.15.2')).toBe('8');
    expect(majorVersionOf('10.0.0-SNAPSHOT')).toBe('10');
    expect(majorVersionOf('')).toBe('');
    expect(majorVersionOf(undefined)).toBe('');
  });
});

describe('isUnsupportedVersion', () => {
  it('warns for default-engine majors outside 7, 8, 9', () => {
    expect(isUnsupportedVersion('elasticsearch', '6')).toBe(true);
    expect(isUnsupportedVersion('elasticsearch', '10')).toBe(true);
    expect(['7', '8', '9'].map((m) => isUnsupportedVersion('elasticsearch', m))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('never warns for the fork or an unknown version', () => {
    expect(isUnsupportedVersion('opensearch', '2')).toBe(false);
    expect(isUnsupportedVersion('elasticsearch', '')).toBe(false);
  });
});

describe('versionAtLeast', () => {
  it('passes from the given major on, fails below and when unknown', () => {
    expect(versionAtLeast('8', 8)).toBe(true);
    expect(versionAtLeast('9', 8)).toBe(true);
    expect(versionAtLeast('7', 8)).toBe(false);
    expect(versionAtLeast('', 5)).toBe(false);
  });
});

describe('engineName and majorMinorOf', () => {
  it('names the engine and cuts versions for documentation links', () => {
    expect(engineName('opensearch')).toBe('OpenSearch');
    expect(engineName('elasticsearch')).toBe('Elasticsearch');
    expect(majorMinorOf('8.15.2')).toBe('8.15');
    expect(majorMinorOf('x')).toBe('');
  });
});

describe('featureMajorVersion', () => {
  it("keeps the default engine's major as it is", () => {
    expect(featureMajorVersion('elasticsearch', '6')).toBe('6');
    expect(featureMajorVersion('elasticsearch', '9')).toBe('9');
  });

  it('counts every fork release as 7, so 7-level checks pass and 8-level checks fail', () => {
    expect(featureMajorVersion('opensearch', '1')).toBe('7');
    expect(featureMajorVersion('opensearch', '3')).toBe('7');
    expect(versionAtLeast(featureMajorVersion('opensearch', '2'), 7)).toBe(true);
    expect(versionAtLeast(featureMajorVersion('opensearch', '2'), 8)).toBe(false);
  });

  it('leaves an unknown version unknown', () => {
    expect(featureMajorVersion('opensearch', '')).toBe('');
    expect(versionAtLeast(featureMajorVersion('opensearch', ''), 1)).toBe(false);
  });
});
