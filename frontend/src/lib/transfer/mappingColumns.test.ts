import { describe, expect, it } from 'vitest';
import { mappingAnswerColumns, mappingColumns } from './mappingColumns';

const ORDERS_MAPPINGS = {
  dynamic: 'strict',
  properties: {
    '@timestamp': { type: 'date' },
    customer: {
      properties: {
        name: { type: 'text', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
        address: { type: 'object', properties: { city: { type: 'keyword' } } },
      },
    },
    items: { type: 'nested', properties: { sku: { type: 'keyword' }, qty: { type: 'integer' } } },
    buyer: { type: 'alias', path: 'customer.name' },
    raw: { type: 'object', enabled: false },
    labels: { type: 'flattened' },
    total: { type: 'scaled_float', scaling_factor: 100 },
  },
};

describe('mappingColumns', () => {
  it('lists the fields by dotted name in mapping order, without multi-fields or aliases', () => {
    expect(mappingColumns(ORDERS_MAPPINGS)).toEqual([
      '@timestamp',
      'customer.name',
      'customer.address.city',
      'items.sku',
      'items.qty',
      'raw',
      'labels',
      'total',
    ]);
  });

  it('offers nothing for an index without fields', () => {
    expect(mappingColumns({})).toEqual([]);
    expect(mappingColumns(undefined)).toEqual([]);
  });

  it('joins the columns of several indices, each once where it first appears', () => {
    const answer = {
      'orders-2026.11': { mappings: ORDERS_MAPPINGS },
      'orders-2026.12': {
        mappings: {
          properties: {
            '@timestamp': { type: 'date' },
            coupon: { type: 'keyword' },
            customer: { properties: { name: { type: 'text' } } },
          },
        },
      },
    };
    expect(mappingAnswerColumns(answer)).toEqual([...mappingColumns(ORDERS_MAPPINGS), 'coupon']);
  });
});
