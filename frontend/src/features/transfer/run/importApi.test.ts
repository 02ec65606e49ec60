import { describe, expect, it } from 'vitest';
import { plannedRequests } from './importApi';
import { formatOf, readOptions } from './runTesting';

const file = new Blob(['x'.repeat(10_000)]);

describe('the bulk requests an import plans', () => {
  it('covers bodies of the chosen size, more for a compressed file or few documents a body', () => {
    const plain = plannedRequests(file, readOptions('ndjson', { batchBytes: 1000 }));
    expect(plain).toBeGreaterThanOrEqual(10);
    const packed = readOptions(formatOf('ndjson', { gzip: true }), { batchBytes: 1000 });
    expect(plannedRequests(file, packed)).toBeGreaterThan(plain);
    const fewDocuments = readOptions('ndjson', { batchBytes: 1000, maxDocuments: 2 });
    expect(plannedRequests(file, fewDocuments)).toBeGreaterThan(plain);
  });

  it('plans at least one request for an empty file', () => {
    expect(plannedRequests(new Blob([]), readOptions('ndjson'))).toBeGreaterThanOrEqual(1);
  });
});
