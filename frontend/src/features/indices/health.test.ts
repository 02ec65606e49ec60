import { describe, expect, it } from 'vitest';
import { healthStatus } from './health';

describe('healthStatus', () => {
  it('keeps the three health colours and reads anything else as unknown', () => {
    expect(['green', 'yellow', 'red', '', 'GREEN'].map(healthStatus)).toEqual([
      'green',
      'yellow',
      'red',
      'unknown',
      'unknown',
    ]);
  });
});
