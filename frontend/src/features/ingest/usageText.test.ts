import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { createTranslations } from '../../i18n/translate';
import { isUsed, usageText } from './usageText';

const { t } = createTranslations('en', en);

const index = (name: string, setting: 'default' | 'final' = 'default') => ({
  name,
  setting,
  legacy: false,
});

describe('usage text', () => {
  it('groups the users by setting, indices before templates', () => {
    const usage = {
      indices: [index('logs-1'), index('logs-2')],
      templates: [index('t1', 'final'), { name: 'old', setting: 'default' as const, legacy: true }],
      known: true,
    };
    expect(usageText(t, usage)).toBe(
      'default of logs-1, logs-2 · default of template old (legacy) · final of template t1',
    );
    expect(isUsed(usage)).toBe(true);
  });

  it('shortens a long group with a count, unless asked for all names', () => {
    const usage = {
      indices: ['a', 'b', 'c', 'd', 'e'].map((name) => index(name, 'final')),
      templates: [],
      known: true,
    };
    expect(usageText(t, usage)).toBe('final of a, b, c and 2 more');
    expect(usageText(t, usage, Infinity)).toBe('final of a, b, c, d, e');
  });

  it('is empty for an unused pipeline', () => {
    const none = { indices: [], templates: [], known: true };
    expect(usageText(t, none)).toBe('');
    expect(isUsed(none)).toBe(false);
  });
});
