import { describe, expect, it } from 'vitest';
import {
  defaultTemplateEndpoint,
  endpointChoices,
  endpointSelectable,
  hasComponentTemplates,
  type TemplateGate,
} from './templateEndpoint';

const es = (version: string): TemplateGate => ({
  version,
  majorVersion: version.split('.')[0],
  distribution: 'elasticsearch',
});
const os = (version: string): TemplateGate => ({
  version,
  majorVersion: version.split('.')[0],
  distribution: 'opensearch',
});

describe('template endpoint', () => {
  it('defaults to _index_template from major 8 on, to _template before and when unknown', () => {
    expect(
      [es('6.8.0'), es('7.17.0'), es('8.15.0'), es('9.0.0'), es('')].map(defaultTemplateEndpoint),
    ).toEqual(['_template', '_template', '_index_template', '_index_template', '_template']);
  });

  it('offers the selector from 7 on, with component templates where the cluster has them (7.8 on)', () => {
    expect(endpointSelectable(es('6.8.0'))).toBe(false);
    expect(endpointChoices(es('6.8.0'))).toEqual(['_template']);
    expect(endpointChoices(es('7.7.1'))).toEqual(['_template', '_index_template']);
    expect(endpointChoices(es('7.8.0'))).toEqual([
      '_template',
      '_index_template',
      '_component_template',
    ]);
    expect(endpointChoices(es('8.15.0'))).toEqual([
      '_template',
      '_index_template',
      '_component_template',
    ]);
  });

  it('offers component templates on a 7 whose minor is unknown only from 8 on', () => {
    expect(
      hasComponentTemplates({ version: '', majorVersion: '7', distribution: 'elasticsearch' }),
    ).toBe(false);
    expect(
      hasComponentTemplates({ version: '', majorVersion: '8', distribution: 'elasticsearch' }),
    ).toBe(true);
    expect(hasComponentTemplates(es(''))).toBe(false);
  });

  it('treats every fork release as 7: selector shown, legacy endpoint first, component templates there', () => {
    expect(endpointSelectable(os('3.8.0'))).toBe(true);
    expect(defaultTemplateEndpoint(os('3.8.0'))).toBe('_template');
    expect(hasComponentTemplates(os('1.0.0'))).toBe(true);
  });
});
