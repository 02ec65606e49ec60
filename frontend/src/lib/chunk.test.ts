import { describe, expect, it } from 'vitest';
import { chunk, chunkByPathLength, failedItems, INDEX_CHUNK_SIZE, runInChunks } from './chunk';

const names = (n: number) => Array.from({ length: n }, (_, i) => `index-${i}`);

describe('chunk', () => {
  it('splits into groups of 16 by default, the last one shorter', () => {
    const parts = chunk(names(35));
    expect(INDEX_CHUNK_SIZE).toBe(16);
    expect(parts.map((p) => p.length)).toEqual([16, 16, 3]);
    expect(parts.flat()).toEqual(names(35));
  });

  it('gives no chunk for no items and one for exactly 16', () => {
    expect(chunk([])).toEqual([]);
    expect(chunk(names(16))).toHaveLength(1);
  });

  it('refuses a size below 1', () => {
    expect(() => chunk(names(3), 0)).toThrow(RangeError);
  });
});

describe('runInChunks', () => {
  it('runs chunks one after the other, never two at once', async () => {
    let running = 0;
    let maxRunning = 0;
    const order: string[] = [];
    await runInChunks(names(40), async (part) => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      order.push(part[0]);
      running -= 1;
    });
    expect(maxRunning).toBe(1);
    expect(order).toEqual(['index-0', 'index-16', 'index-32']);
  });

  it('records a failing chunk with its indices and still runs the rest', async () => {
    const results = await runInChunks(names(33), async (part) => {
      if (part.includes('index-20')) throw new Error('closed index');
      return part.length;
    });
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(failedItems(results)).toEqual(names(32).slice(16));
    const failed = results[1];
    expect(failed.ok ? null : (failed.error as Error).message).toBe('closed index');
  });
});

describe('chunkByPathLength', () => {
  const joined = (group: string[]) => group.map(encodeURIComponent).join(',');

  it('keeps every group within the limit, counting encoded names and commas', () => {
    const groups = chunkByPathLength(names(500), 100);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(joined(group).length).toBeLessThanOrEqual(100);
    expect(groups.flat()).toEqual(names(500));
  });

  it('fills a group up to the limit exactly', () => {
    // 'index-0,index-1' is 15 characters.
    expect(chunkByPathLength(names(3), 15)).toEqual([['index-0', 'index-1'], ['index-2']]);
  });

  it('measures names as they are encoded in the path', () => {
    // 'ü%' encodes to '%C3%BC%25' (9 characters).
    expect(chunkByPathLength(['ü%', 'ü%'], 18)).toEqual([['ü%'], ['ü%']]);
    expect(chunkByPathLength(['ü%', 'ü%'], 19)).toEqual([['ü%', 'ü%']]);
  });

  it('puts a name longer than the limit alone and gives nothing for no names', () => {
    expect(chunkByPathLength(['a', 'x'.repeat(50), 'b'], 10)).toEqual([
      ['a'],
      ['x'.repeat(50)],
      ['b'],
    ]);
    expect(chunkByPathLength([])).toEqual([]);
  });
});
