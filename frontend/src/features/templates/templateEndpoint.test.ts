import { describe, expect, it } from 'vitest';
import {
  defaultTemplateEndpoint,
  endpointChoices,
  endpointOfKind,
  endpointSelectable,
  hasComponentTemplates,
  templateKind,
  type TemplateGate,
} from './templateEndpoint';
import { engineProfile } from '../../engine/profile';

const es = (version: string): TemplateGate => engineProfile('elasticsearch', version);
const os = (version: string): TemplateGate => engineProfile('opensearch', version);

describe('template endpoint', () => {
  it('defaults to _index_template from major 8 on, to _template before and when unknown', () => {
    expect(
      [es('6.8.0'), es('7.17.0'), es('8.15.0'), es('9.0.0'), es('')].map(defaultTemplateEndpoint),
    ).toEqual(['_template', '_template', '_index_template', '_index_template', '_template']);
  });

  it('offers the selector from 7 on, with component templates where the cluster has them (7.8 on)', () => {
    expect(endpointSelectable(es('6.8.0'))).toBe(false);
    expect(endpointChoices(es('6.8.0'))).toEqual(['_template']);
    expect(endpointChoices(es('7.7.1'))).toEqual(['_index_template', '_template']);
    expect(endpointChoices(es('7.8.0'))).toEqual([
      '_index_template',
      '_component_template',
      '_template',
    ]);
    expect(endpointChoices(es('8.15.0'))).toEqual([
      '_index_template',
      '_component_template',
      '_template',
    ]);
  });

  it('offers component templates on a 7 whose minor is unknown only from 8 on', () => {
    expect(hasComponentTemplates(es('7'))).toBe(false);
    expect(hasComponentTemplates(es('8'))).toBe(true);
    expect(hasComponentTemplates(es(''))).toBe(false);
  });

  it('treats every fork release as 7: selector shown, legacy endpoint first, component templates there', () => {
    expect(endpointSelectable(os('3.8.0'))).toBe(true);
    expect(defaultTemplateEndpoint(os('3.8.0'))).toBe('_template');
    expect(hasComponentTemplates(os('1.0.0'))).toBe(true);
  });

  it('takes the kind the address names where the cluster offers it, the default otherwise', () => {
    expect(endpointOfKind(es('8.15.0'), 'component')).toBe('_component_template');
    expect(endpointOfKind(es('8.15.0'), 'legacy')).toBe('_template');
    expect(endpointOfKind(os('2.19.0'), 'index')).toBe('_index_template');
    expect(endpointOfKind(es('8.15.0'), null)).toBe('_index_template');
    expect(endpointOfKind(es('8.15.0'), 'toString')).toBe('_index_template');
    // No component (nor composable) templates before 7.8, and no selector before 7.
    expect(endpointOfKind(es('7.7.1'), 'component')).toBe('_template');
    expect(endpointOfKind(es('6.8.0'), 'index')).toBe('_template');
  });

  it('names each endpoint by its kind, and back', () => {
    for (const endpoint of endpointChoices(es('8.15.0'))) {
      expect(endpointOfKind(es('8.15.0'), templateKind(endpoint))).toBe(endpoint);
    }
  });
});
