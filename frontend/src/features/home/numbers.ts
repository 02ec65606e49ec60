// Counts on the dashboard, grouped the way the user's language writes numbers ('1,234,567').
import { htmlLang, isLanguage } from '../../i18n/languages';

const formats = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, language: string): string {
  const tag = isLanguage(language) ? htmlLang(language) : 'en';
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    formats.set(tag, format);
  }
  return format.format(value);
}
