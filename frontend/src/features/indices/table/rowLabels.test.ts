import { describe, expect, it } from 'vitest';
import { createTranslations } from '../../../i18n/translate';
import { labelTemplate, rowLabels } from './rowLabels';
import type { TranslationKey } from '../../../i18n/translate';

const i18n = createTranslations('fr', {
  indices: {
    searchHint: 'Rechercher',
    aliasesLoading: 'Chargement',
    shards: {
      short: '{{pri}}p {{rep}}r',
      tooltip: '{{pri}} primaire(s) / {{rep}} réplique(s)',
    },
    row: { search: 'Rechercher {{index}}', actions: 'Actions pour {{index}}' },
    status: { open: 'ouvert', closed: 'fermé' },
  },
  order: '{{second}} avant {{first}}',
  components: {
    statusDot: {
      green: 'Santé : vert',
      yellow: 'Santé : jaune',
      red: 'Santé : rouge',
      unknown: 'Santé : inconnue',
    },
  },
});

describe('rowLabels', () => {
  it('gives the translations with the row values in place', () => {
    const labels = rowLabels(i18n.t);
    expect(labels.searchHint).toBe('Rechercher');
    expect(labels.health('yellow')).toBe('Santé : jaune');
    expect(labels.shards('3', '1')).toBe('3p 1r');
    expect(labels.shardsTooltip('3', '1')).toBe('3 primaire(s) / 1 réplique(s)');
    expect(labels.search('logs-été')).toBe('Rechercher logs-été');
    expect(labels.actions('<logs-{now/d}>')).toBe('Actions pour <logs-{now/d}>');
  });

  it("says 'closed' for the listing's 'close', and shows an unknown status as sent", () => {
    const labels = rowLabels(i18n.t);
    expect(labels.status('open')).toBe('ouvert');
    expect(labels.status('close')).toBe('fermé');
    expect(labels.status('frozen')).toBe('frozen');
  });

  it('inserts values as they are, replacement patterns and markup included', () => {
    const search = labelTemplate(i18n.t, 'indices.row.search', ['index']);
    expect(search("a$&b$1'<img src=x>")).toBe("Rechercher a$&b$1'<img src=x>");
  });

  it('follows the order of the parameters in the translation, not in the call', () => {
    const order = labelTemplate(i18n.t, 'order' as TranslationKey, ['first', 'second']);
    expect(order('A', 'B')).toBe('B avant A');
  });
});
