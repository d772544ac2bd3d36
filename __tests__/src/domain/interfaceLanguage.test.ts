import {
  interfaceLanguageOf,
  isRightToLeft,
  matchLanguage,
  negotiateLanguage,
  shippedLanguages,
} from '../../../src/domain/interfaceLanguage';
import { ownName } from '../../../src/domain/languageNames';

const ALL = ['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'pl', 'uk', 'ja', 'zh-CN', 'ko', 'ar', 'fa', 'he'];

describe('the interface language', () => {
  it('is the first shipped language of the browser’s list', () => {
    expect(negotiateLanguage(['de-AT', 'en'], ALL)).toBe('de');
    expect(negotiateLanguage(['pt'], ALL)).toBe('pt-BR');
    expect(negotiateLanguage(['pt-PT'], ALL)).toBe('pt-BR');
    expect(negotiateLanguage(['zh'], ALL)).toBe('zh-CN');
    expect(negotiateLanguage(['zh-Hans'], ALL)).toBe('zh-CN');
    expect(negotiateLanguage(['zh-SG'], ALL)).toBe('zh-CN');
    expect(negotiateLanguage(['zh-TW', 'ja'], ALL)).toBe('ja');
    expect(negotiateLanguage(['sv', 'fr-CA'], ALL)).toBe('fr');
    expect(negotiateLanguage(['en-GB', 'de'], ALL)).toBe('en');
    expect(negotiateLanguage(['sv', 'fi'], ALL)).toBe('en');
    expect(negotiateLanguage(['not a tag', 'ar-EG'], ALL)).toBe('ar');
  });

  it('is English when the language is not shipped', () => {
    expect(negotiateLanguage(['de-DE'], ['en', 'fr'])).toBe('en');
    expect(matchLanguage('pt-BR', ['en'])).toBeNull();
  });

  it('follows the setting when it names a shipped language, the browser otherwise', () => {
    expect(interfaceLanguageOf('ja', ['de'], ALL)).toBe('ja');
    expect(interfaceLanguageOf('auto', ['de'], ALL)).toBe('de');
    expect(interfaceLanguageOf('sv', ['de'], ALL)).toBe('de');
    expect(interfaceLanguageOf(undefined, [], ALL)).toBe('en');
  });

  it('reads right to left in Arabic, Persian and Hebrew', () => {
    expect(['ar', 'fa', 'he', 'ar-EG', 'de', 'ja'].map(isRightToLeft)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('ships English and the languages whose catalogues the build emitted', () => {
    expect(shippedLanguages()).toEqual(['en']);
    (globalThis as Record<string, unknown>).__LOCALE_CATALOGUES__ = {
      de: '/locales/de.1.json',
      ar: '/a.json',
    };
    try {
      expect(shippedLanguages()).toEqual(['en', 'de', 'ar']);
    } finally {
      delete (globalThis as Record<string, unknown>).__LOCALE_CATALOGUES__;
    }
  });

  it('names each language in its own words', () => {
    expect(ownName('de')).toBe('Deutsch');
    expect(ownName('ja')).toBe('日本語');
    expect(ownName('ar')).toBe('العربية');
    expect(ownName('fr')).toBe('Français');
  });
});
