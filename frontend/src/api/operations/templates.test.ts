import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import { indexTemplate, template, templates } from './templates';

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
});
