import { describe, expect, it } from 'vitest';
import { barValue, percentText, usageColor, usageLevel } from './usage';

describe('usageLevel', () => {
  it.each([
    [0, 'normal'],
    [79.9, 'normal'],
    [80, 'warning'],
    [89, 'warning'],
    [89.99, 'warning'],
    [90, 'negative'],
    [100, 'negative'],
  ])('%s %% is %s', (percent, level) => {
    expect(usageLevel(percent)).toBe(level);
  });
});

describe('usageColor', () => {
  it('colours the three levels differently, negative red', () => {
    const colors = [usageColor(10), usageColor(85), usageColor(95)];
    expect(new Set(colors).size).toBe(3);
    expect(colors[2]).toBe('red');
  });
});

describe('barValue', () => {
  it('keeps the fill between 0 and 100', () => {
    expect(barValue(-3)).toBe(0);
    expect(barValue(42.5)).toBe(42.5);
    expect(barValue(130)).toBe(100);
  });
});

describe('percentText', () => {
  it('shows whole percents as they are and fractions with one decimal', () => {
    expect(percentText(25)).toBe('25%');
    expect(percentText(82.35)).toBe('82.3%');
    expect(percentText(20.0)).toBe('20%');
  });
});
