// Counts on the dashboard, grouped the way the user's language writes numbers ('1,234,567').
import { htmlLang, isLanguage } from '../../i18n/languages';
import { numberFormat } from '../../lib/locale';

export function formatCount(value: number, language: string): string {
  const tag = isLanguage(language) ? htmlLang(language) : 'en';
  return numberFormat(tag, { maximumFractionDigits: 2 }).format(value);
}
