import { describe, expect, it, vi } from 'vitest';
import { setFormatLocale } from '../../../lib/locale';
import { formatCreated } from './created';

describe('formatCreated', () => {
  it('formats epoch milliseconds as the local date and time', () => {
    const millis = Date.UTC(2024, 4, 17, 12, 0);
    const expected = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(millis));
    expect(formatCreated(millis)).toBe(expected);
    expect(formatCreated(millis)).toMatch(/2024/);
  });

  it('shows nothing without a creation time', () => {
    expect(formatCreated('')).toBe('');
    expect(formatCreated(Number.MAX_VALUE)).toBe('');
  });

  it('writes in the language chosen after it was prepared', async () => {
    vi.resetModules();
    const fresh = await import('./created');
    const locale = await import('../../../lib/locale');
    const millis = Date.UTC(2024, 4, 17, 12, 0);
    locale.setFormatLocale(undefined);
    fresh.prepareCreatedFormat();
    locale.setFormatLocale('fr');
    try {
      expect(fresh.formatCreated(millis)).toBe(
        new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(millis),
        ),
      );
      expect(fresh.formatCreated(millis)).toMatch(/mai/);
    } finally {
      locale.setFormatLocale(undefined);
      setFormatLocale(undefined);
    }
  });

  it('builds its formatter when prepared, ahead of the first row, and only then', async () => {
    vi.resetModules();
    const fresh = await import('./created');
    const Original = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function DateTimeFormat(
      ...args
    ) {
      return new Original(...args);
    });
    try {
      fresh.prepareCreatedFormat();
      expect(built).toHaveBeenCalledTimes(1);
      fresh.prepareCreatedFormat();
      expect(fresh.formatCreated(Date.UTC(2024, 4, 17, 12, 0))).toMatch(/2024/);
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });
});
