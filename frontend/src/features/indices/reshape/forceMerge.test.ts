import { describe, expect, it } from 'vitest';
import { forceMergeRequest } from './forceMerge';

describe('forceMergeRequest', () => {
  it('runs as a task when asked, with no other option', () => {
    expect(forceMergeRequest('logs', { asTask: true })).toEqual({
      method: 'POST',
      path: 'logs/_forcemerge',
      params: { wait_for_completion: 'false' },
    });
  });

  it('sends the plain request otherwise, which every engine takes', () => {
    expect(forceMergeRequest('logs', {})).toEqual({
      method: 'POST',
      path: 'logs/_forcemerge',
      params: {},
    });
    expect(forceMergeRequest('logs', { asTask: false, maxNumSegments: 1 })).toEqual({
      method: 'POST',
      path: 'logs/_forcemerge',
      params: { max_num_segments: '1' },
    });
  });

  it('passes the options given', () => {
    expect(forceMergeRequest('logs', { asTask: true, maxNumSegments: 1, flush: false })).toEqual({
      method: 'POST',
      path: 'logs/_forcemerge',
      params: { wait_for_completion: 'false', max_num_segments: '1', flush: 'false' },
    });
    expect(forceMergeRequest('logs', { asTask: true, onlyExpungeDeletes: true })).toEqual({
      method: 'POST',
      path: 'logs/_forcemerge',
      params: { wait_for_completion: 'false', only_expunge_deletes: 'true' },
    });
  });

  it('refuses max_num_segments with only_expunge_deletes, as the engines do', () => {
    expect(forceMergeRequest('logs', { maxNumSegments: 1, onlyExpungeDeletes: true })).toBe(
      'exclusiveOptions',
    );
    expect(
      forceMergeRequest('logs', { asTask: true, maxNumSegments: 1, onlyExpungeDeletes: false }),
    ).toEqual({
      method: 'POST',
      path: 'logs/_forcemerge',
      params: {
        wait_for_completion: 'false',
        max_num_segments: '1',
        only_expunge_deletes: 'false',
      },
    });
  });

  it('refuses a segment count below 1 or not whole', () => {
    expect(forceMergeRequest('logs', { maxNumSegments: 0 })).toBe('invalidMaxSegments');
    expect(forceMergeRequest('logs', { maxNumSegments: 2.5 })).toBe('invalidMaxSegments');
  });

  it('percent-encodes the index name', () => {
    const request = forceMergeRequest('<logs-{now/d}>', {});
    expect(request).toMatchObject({ path: '%3Clogs-%7Bnow%2Fd%7D%3E/_forcemerge' });
  });

  it('joins several indices with commas, each escaped, and merges all without any', () => {
    expect(forceMergeRequest(['logs', 'a b'], {})).toMatchObject({
      path: 'logs,a%20b/_forcemerge',
    });
    expect(forceMergeRequest([], {})).toMatchObject({ path: '_forcemerge' });
  });
});
