import { detectLanguage, htmlLang, languageFromTag } from './languages';

describe('detectLanguage', () => {
  it('maps Chinese variants onto cn', () => {
    expect(detectLanguage(['zh-TW', 'en'])).toBe('cn');
    expect(detectLanguage(['zh_CN'])).toBe('cn');
  });

  it('falls back to English for a language the product does not have', () => {
    expect(detectLanguage(['de-DE', 'fr'])).toBe('en');
  });

  it('uses only the first browser language', () => {
    expect(detectLanguage(['fr-CA', 'ru'])).toBe('fr');
  });

  it('reads the Japanese browser code ja as jp', () => {
    expect(languageFromTag('ja-JP')).toBe('jp');
  });

  it('ignores case in the prefix', () => {
    expect(languageFromTag('RU-ru')).toBe('ru');
  });

  it('gives English when the browser reports no language', () => {
    expect(detectLanguage([])).toBe('en');
  });
});

describe('htmlLang', () => {
  it('uses BCP-47 tags for the product codes that are not tags', () => {
    expect(htmlLang('cn')).toBe('zh');
    expect(htmlLang('jp')).toBe('ja');
    expect(htmlLang('it')).toBe('it');
  });
});
