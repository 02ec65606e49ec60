import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import {
  deleteComponentTemplate,
  deleteIndexTemplate,
  deleteLegacyTemplate,
  indexTemplate,
  putComponentTemplate,
  putIndexTemplate,
  simulateIndexTemplate,
  template,
  templates,
} from './templates';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('template operations', () => {
  it('template GETs _template', async () => {
    expect(await captureRequests(() => template(TEST_TARGET))).toEqual([
      expected('GET', '_template'),
    ]);
  });

  it('indexTemplate GETs _index_template', async () => {
    expect(await captureRequests(() => indexTemplate(TEST_TARGET))).toEqual([
      expected('GET', '_index_template'),
    ]);
  });

  it('templates GETs the chosen endpoint', async () => {
    expect(await captureRequests(() => templates(TEST_TARGET, '_index_template'))).toEqual([
      expected('GET', '_index_template'),
    ]);
    expect(await captureRequests(() => templates(TEST_TARGET, '_template'))).toEqual([
      expected('GET', '_template'),
    ]);
    expect(await captureRequests(() => templates(TEST_TARGET, '_component_template'))).toEqual([
      expected('GET', '_component_template'),
    ]);
  });

  it('puts and deletes component templates by name, escaping it', async () => {
    const body = { template: { settings: { number_of_shards: 1 } } };
    expect(
      await captureRequests(() => putComponentTemplate(TEST_TARGET, { name: 'base', body })),
    ).toEqual([expected('PUT', '_component_template/base', JSON.stringify(body))]);
    expect(await captureRequests(() => deleteComponentTemplate(TEST_TARGET, 'a b'))).toEqual([
      expected('DELETE', '_component_template/a%20b'),
    ]);
  });

  it('puts and deletes composable templates by name', async () => {
    const body = { index_patterns: ['logs-*'], priority: 10 };
    expect(
      await captureRequests(() => putIndexTemplate(TEST_TARGET, { name: 'logs', body })),
    ).toEqual([expected('PUT', '_index_template/logs', JSON.stringify(body))]);
    expect(await captureRequests(() => deleteIndexTemplate(TEST_TARGET, 'logs'))).toEqual([
      expected('DELETE', '_index_template/logs'),
    ]);
  });

  it('deletes a legacy template by its name, encoded', async () => {
    expect(await captureRequests(() => deleteLegacyTemplate(TEST_TARGET, 'old logs'))).toEqual([
      expected('DELETE', '_template/old%20logs'),
    ]);
  });

  it('previews a body under its name, or as whichever template would win without one', async () => {
    const body = { index_patterns: ['logs-*'], composed_of: ['base'] };
    expect(
      await captureRequests(() => simulateIndexTemplate(TEST_TARGET, { name: 'logs', body })),
    ).toEqual([expected('POST', '_index_template/_simulate/logs', JSON.stringify(body))]);
    expect(
      await captureRequests(() => simulateIndexTemplate(TEST_TARGET, { name: '', body })),
    ).toEqual([expected('POST', '_index_template/_simulate', JSON.stringify(body))]);
  });
});
