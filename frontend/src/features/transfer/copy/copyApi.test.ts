import { describe, expect, it } from 'vitest';
import { newIndexBody } from './copyApi';

describe('newIndexBody', () => {
  it('keeps the mappings and only the settings a new index takes', () => {
    const mappings = {
      properties: { n: { type: 'long' }, label: { type: 'text', analyzer: 'folded' } },
    };
    const analysis = {
      analyzer: { folded: { type: 'custom', tokenizer: 'standard', filter: ['asciifolding'] } },
    };
    const body = newIndexBody(
      { 'logs-a': { mappings } },
      {
        'logs-a': {
          settings: {
            index: {
              number_of_shards: '3',
              number_of_replicas: '1',
              analysis,
              uuid: 'Xy1',
              creation_date: '1700000000000',
              provided_name: 'logs-a',
              version: { created: '8150299' },
            },
          },
        },
      },
    );
    expect(body).toEqual({
      settings: { index: { number_of_shards: '3', number_of_replicas: '1', analysis } },
      mappings,
    });
  });

  it('gives empty mappings and no settings for answers without them', () => {
    expect(newIndexBody({}, {})).toEqual({ mappings: {} });
  });
});
