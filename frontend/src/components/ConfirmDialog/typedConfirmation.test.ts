import { describe, expect, it } from 'vitest';
import { isTypedConfirmation } from './typedConfirmation';

describe('isTypedConfirmation', () => {
  it('accepts exactly the expected text, spaces around it aside', () => {
    expect(isTypedConfirmation('logs-2024', 'logs-2024')).toBe(true);
    expect(isTypedConfirmation('  20 ', '20')).toBe(true);
  });

  it('refuses anything else, another case or a part included', () => {
    expect(isTypedConfirmation('', 'logs')).toBe(false);
    expect(isTypedConfirmation('log', 'logs')).toBe(false);
    expect(isTypedConfirmation('LOGS', 'logs')).toBe(false);
    expect(isTypedConfirmation('19', '20')).toBe(false);
  });

  it('never accepts an empty expectation', () => {
    expect(isTypedConfirmation('', '')).toBe(false);
  });
});
