import { describe, expect, it } from 'vitest';
import {
  bytesProgress,
  orNotAvailable,
  percentValue,
  progressOf,
  recoveryDuration,
  recoveryTime,
  translogProgress,
} from './recoveryFormat';
import type { RecoveryRow } from './recoveryRows';
import { RESTORING_ROW } from './testRecovery';

/** A peer recovery in its index stage from node-a, its target and translog progress not known. */
const ROW: RecoveryRow = {
  ...RESTORING_ROW,
  type: 'PEER',
  sourceHost: '10.0.0.1',
  sourceNode: 'node-a',
  targetHost: null,
  targetNode: null,
  translogOpsRecovered: null,
  translogOps: 12,
  translogOpsPercent: null,
};

describe('recovery cell texts', () => {
  it('shows N/A for a missing node or host', () => {
    expect(orNotAvailable(ROW.sourceNode, 'N/A')).toBe('node-a');
    expect(orNotAvailable(ROW.targetNode, 'N/A')).toBe('N/A');
  });

  it('formats the duration as hours, minutes and seconds, 0s at least', () => {
    expect(recoveryDuration(ROW)).toBe('2m 55s');
    expect(recoveryDuration({ totalTimeInMillis: 3_723_000 })).toBe('1h 2m 3s');
    expect(recoveryDuration({ totalTimeInMillis: 450 })).toBe('0s');
    expect(recoveryDuration({ totalTimeInMillis: null })).toBe('0s');
  });

  it('shows a stop time of 0 (still running) as no time', () => {
    expect(recoveryTime(ROW.stopTimeInMillis)).toBe('');
    expect(recoveryTime(null)).toBe('');
    expect(recoveryTime(Date.UTC(2024, 0, 2, 3, 4, 5), 'en-US')).toBe(
      new Date(Date.UTC(2024, 0, 2, 3, 4, 5)).toLocaleString('en-US'),
    );
  });

  it('gives percent with recovered / total, bytes in decimal units', () => {
    expect(bytesProgress(ROW)).toEqual({
      percent: '87.1%',
      recovered: '68.9 MB',
      total: '79.1 MB',
    });
    expect(translogProgress(ROW)).toEqual({ percent: '', recovered: '', total: '12' });
    expect(progressOf('100.0%', 3, 3)).toEqual({ percent: '100.0%', recovered: '3', total: '3' });
  });

  it('reads a percent for sorting', () => {
    expect(percentValue('94.5%')).toBe(94.5);
    expect(percentValue(null)).toBeNull();
    expect(percentValue('n/a')).toBeNull();
  });
});
