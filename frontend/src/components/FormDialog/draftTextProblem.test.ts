import { describe, expect, it } from 'vitest';
import { draftTextProblem } from './draftTextProblem';

describe('draftTextProblem', () => {
  it('marks nothing while the body can be sent', () => {
    expect(draftTextProblem({ body: { ok: true }, problem: null })).toBeNull();
  });

  it('marks a syntax error where the text stops reading, another problem at the start', () => {
    expect(
      draftTextProblem({
        body: { ok: false, problem: { kind: 'syntax', position: 12 } },
        problem: 'Unexpected end of the JSON',
      }),
    ).toEqual({ position: 12, message: 'Unexpected end of the JSON' });
    expect(
      draftTextProblem({
        body: { ok: false, problem: { kind: 'notObject' } },
        problem: 'No object',
      }),
    ).toEqual({ position: 0, message: 'No object' });
  });
});
