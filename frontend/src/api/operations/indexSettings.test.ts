// The index settings requests as sent: paths with escaped names, the flat and defaults
// parameters, one request for several indices, and the text a dialog shows before sending.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import {
  getIndexSettings,
  putIndexSettings,
  runSettingsStep,
  settingsStepRequest,
  stepRequestText,
} from './indexSettings';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BODY = { index: { number_of_replicas: '2' } };

describe('index settings requests', () => {
  it('reads the flat settings of one index, its name escaped', async () => {
    const arg = { index: 'logs 2026#1', includeDefaults: false };
    expect(await captureRequests(() => getIndexSettings(TEST_TARGET, arg))).toEqual([
      expected('GET', 'logs%202026%231/_settings?flat_settings=true'),
    ]);
  });

  it('asks for the defaults too when told', async () => {
    const arg = { index: 'logs', includeDefaults: true };
    expect(await captureRequests(() => getIndexSettings(TEST_TARGET, arg))).toEqual([
      expected('GET', 'logs/_settings?flat_settings=true&include_defaults=true'),
    ]);
  });

  it('puts the settings of several indices in one request', async () => {
    const arg = { indices: ['a', '<d-{now}>'], body: BODY };
    expect(await captureRequests(() => putIndexSettings(TEST_TARGET, arg))).toEqual([
      expected('PUT', 'a,%3Cd-%7Bnow%7D%3E/_settings', '{"index":{"number_of_replicas":"2"}}'),
    ]);
  });

  it('closes and opens without a body', async () => {
    const close = { step: 'close', indices: ['a', 'b'], body: BODY } as const;
    const open = { ...close, step: 'open' } as const;
    expect(await captureRequests(() => runSettingsStep(TEST_TARGET, close))).toEqual([
      expected('POST', 'a,b/_close'),
    ]);
    expect(await captureRequests(() => runSettingsStep(TEST_TARGET, open))).toEqual([
      expected('POST', 'a,b/_open'),
    ]);
  });

  it('refuses a step without an index, which would reach every index', async () => {
    expect(() => settingsStepRequest({ step: 'apply', indices: [], body: BODY })).toThrow(
      RangeError,
    );
    const calls = await captureRequests(() =>
      runSettingsStep(TEST_TARGET, { step: 'close', indices: [' '], body: BODY }).catch(() => null),
    );
    expect(calls).toEqual([]);
  });
});

describe('stepRequestText', () => {
  it('shows the method, the path and the body as indented JSON', () => {
    const apply = settingsStepRequest({ step: 'apply', indices: ['logs'], body: BODY });
    expect(stepRequestText(apply)).toBe(
      'PUT logs/_settings\n{\n  "index": {\n    "number_of_replicas": "2"\n  }\n}',
    );
  });

  it('shows the line alone for a request without a body', () => {
    const close = settingsStepRequest({ step: 'close', indices: ['a b'], body: BODY });
    expect(stepRequestText(close)).toBe('POST a%20b/_close');
  });
});
