import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { createTranslations } from '../../i18n/translate';
import { actionWords, discardTexts, toggleLabel } from './listTexts';

const { t } = createTranslations('en', en);

describe('list texts', () => {
  it("asks a screen's own discard question", () => {
    expect(discardTexts(t, 'ingest')).toEqual({
      title: 'Discard your changes?',
      message: 'The pipeline has changes that were not saved. They will be lost.',
      confirm: 'Discard changes',
      keepEditing: 'Keep editing',
    });
  });

  it("says what a row's chevron does, in the screen's words", () => {
    expect(toggleLabel(t, 'templates', false)).toBe('Show the template');
    expect(toggleLabel(t, 'ingest', true)).toBe('Hide the pipeline');
  });

  it("words a row's button, its label naming the row", () => {
    expect(
      actionWords(t, 'ingest.actions.delete', 'ingest.actions.deleteFor', { name: 'logs' }),
    ).toEqual({ text: 'Delete', label: 'Delete logs' });
  });
});
