import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import fr from '../../../i18n/locales/fr.json';
import { createTranslations } from '../../../i18n/translate';
import { chipTexts, translationTemplate } from './chipTexts';
import { testShardEntry } from './testShardEntry';
import type { TranslationKey } from '../../../i18n/translate';

const i18n = createTranslations('en', en);

const ENTRY = testShardEntry({
  index: 'logs-$1 {{x}}',
  shard: 2,
  primary: false,
  state: 'UNASSIGNED',
  node: null,
  unassignedReason: 'NODE_LEFT',
});

describe('chip texts', () => {
  it('labels a chip like a direct translation, cluster text untouched', () => {
    const texts = chipTexts(i18n.t);
    expect(texts.label(ENTRY)).toBe('logs-$1 {{x}} shard 2, replica, UNASSIGNED');
    expect(texts.label(ENTRY)).toBe(
      i18n.t('shards.chip.label', {
        index: ENTRY.index,
        shard: 2,
        kind: 'replica',
        state: 'UNASSIGNED',
      }),
    );
  });

  it('follows the language', () => {
    const texts = chipTexts(createTranslations('fr', fr).t);
    expect(texts.label({ ...ENTRY, index: 'logs', primary: true, state: 'STARTED' })).toBe(
      'logs shard 2, primaire, STARTED',
    );
  });

  it('lists what is known about the shard for the hover text', () => {
    expect(chipTexts(i18n.t).details(ENTRY)).toBe('UNASSIGNED\nUnassigned reason: NODE_LEFT');
    const started = {
      ...ENTRY,
      state: 'STARTED',
      node: 'n1',
      docs: '10',
      store: '4kb',
      ip: '10.0.0.1',
      unassignedReason: null,
    };
    expect(chipTexts(i18n.t).details(started)).toBe(
      'STARTED\nNode: n1\nDocuments: 10\nSize: 4kb\nIP: 10.0.0.1',
    );
  });

  it('gives a column its shard counts, and its status when it is not open', () => {
    const texts = chipTexts(i18n.t);
    expect(
      texts.columnMeta({ name: 'a', health: 'green', pri: '2', rep: '1', status: 'open' }),
    ).toBe('2/1 shards');
    expect(
      texts.columnMeta({ name: 'b', health: 'unknown', pri: '', rep: '', status: 'close' }),
    ).toBe('-/- shards (close)');
  });

  it('fills a template in the order of its names, whatever order the translation uses', () => {
    const t = ((_key: string, values: Record<string, string>) =>
      `${values.b} before ${values.a}`) as unknown as typeof i18n.t;
    expect(translationTemplate(t, 'any' as TranslationKey, ['a', 'b'])('first', 'second')).toBe(
      'second before first',
    );
  });
});
