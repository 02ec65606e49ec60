import { describe, expect, it } from 'vitest';
import { parseRejectLine, type RejectedRecord } from '../../../lib/transfer/rejects';
import { RejectsFile } from './rejectsFile';

function reject(line: number): RejectedRecord {
  const source = `{"n":${line},"text":"${'x'.repeat(500)}"}`;
  return {
    line,
    offset: line * 100,
    status: 400,
    type: 'mapper_parsing_exception',
    reason: 'bad',
    causedBy: null,
    source,
  };
}

describe('the rejects file of an import', () => {
  it('gives every reject so far as one NDJSON line, in order, however large it grows', async () => {
    const file = new RejectsFile();
    const all = Array.from({ length: 3000 }, (_, i) => reject(i + 1));
    for (let i = 0; i < all.length; i += 100) file.add(all.slice(i, i + 100));
    expect(file.count).toBe(3000);
    const early = await file.blob().text();
    file.add([reject(3001)]);
    const lines = (await file.blob().text()).trim().split('\n');
    expect(lines.map(parseRejectLine)).toEqual([...all, reject(3001)]);
    expect(early.length).toBeGreaterThan(1_000_000);
    expect(file.blob().type).toBe('application/x-ndjson');
  });
});
