import { describe, expect, it } from 'vitest';
import { defaultTemplateEndpoint, endpointChoices, endpointSelectable, type TemplateGate } from './templateEndpoint';

const es = (majorVersion: string): TemplateGate => ({ majorVersion, distribution: 'elasticsearch' });
const os = (majorVersion: string): TemplateGate => ({ majorVersion, distribution: 'opensearch' });

describe('template endpoint (data spec 4.3)', () => {
  it('defaults to _index_template from major 8 on, to _template before and when unknown', () => {
    expect([es('6'), es('7'), es('8'), es('9'), es('')].map(defaultTemplateEndpoint)).toEqual([
      '_template',
      '_template',
      '_index_template',
      '_index_template',
      '_template',
    ]);
  });

  it('offers the selector, with component templates, from 7 on', () => {
    expect(endpointSelectable(es('6'))).toBe(false);
    expect(endpointChoices(es('6'))).toEqual(['_template']);
    expect(endpointChoices(es('7'))).toEqual(['_template', '_index_template', '_component_template']);
  });

  it('treats every fork release as 7: selector shown, legacy endpoint first', () => {
    expect(endpointSelectable(os('3'))).toBe(true);
    expect(defaultTemplateEndpoint(os('3'))).toBe('_template');
  });
});
