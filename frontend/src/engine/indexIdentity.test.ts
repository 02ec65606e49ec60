import { describe, expect, it } from 'vitest';
import { catalogueTexts, specificationsAt } from '../../scripts/catalogue/catalogues.mjs';
import { indexUuids, indexUuidsRequest, replacedIndex } from './indexIdentity';

/** An answer of `GET {index}/_settings/index.uuid?flat_settings=true`, as both engines give it. */
const answer = (uuids: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(uuids).map(([index, uuid]) => [index, { settings: { 'index.uuid': uuid } }]),
  );

describe('the indices an import writes to', () => {
  it('asks for the uuid of each index a name stands for, the name escaped', () => {
    expect(indexUuidsRequest('logs#1')).toEqual({
      method: 'GET',
      path: 'logs%231/_settings/index.uuid',
      params: { flat_settings: 'true' },
    });
  });

  it('reads the uuids by index, leaving out what is not one', () => {
    const read = indexUuids({
      ...answer({ 'logs-1': 'u1', 'logs-2': 'u2' }),
      odd: { settings: {} },
      broken: 'x',
    });
    expect([...read]).toEqual([
      ['logs-1', 'u1'],
      ['logs-2', 'u2'],
    ]);
    expect(indexUuids(null).size).toBe(0);
  });

  it('finds an index removed or made again, not one added', () => {
    const before = indexUuids(answer({ 'logs-1': 'u1', 'logs-2': 'u2' }));
    expect(
      replacedIndex(before, indexUuids(answer({ 'logs-1': 'u1', 'logs-2': 'u2', 'logs-3': 'u3' }))),
    ).toBeNull();
    expect(replacedIndex(before, indexUuids(answer({ 'logs-1': 'u1', 'logs-2': 'new' })))).toBe(
      'logs-2',
    );
    expect(replacedIndex(before, indexUuids(answer({ 'logs-2': 'u2' })))).toBe('logs-1');
  });
});

const specRoot = new URL('../../../../shared/api-specs', import.meta.url).pathname;

describe.skipIf(!specificationsAt(specRoot))('the uuid request in the specifications', () => {
  const texts = specificationsAt(specRoot) ? catalogueTexts(specRoot) : null;

  it.each(['elasticsearch', 'opensearch'] as const)('is documented for %s', (engine) => {
    const catalogue = JSON.parse(texts?.[engine] ?? '{}') as {
      endpoints: { methods: string[]; paths: string[]; params?: Record<string, unknown> }[];
    };
    const endpoint = catalogue.endpoints.find(
      (one) => one.paths.includes('/{index}/_settings/{name}') && one.methods.includes('GET'),
    );
    expect(endpoint).toBeDefined();
    expect(endpoint?.params ?? {}).toHaveProperty(['flat_settings']);
  });
});
