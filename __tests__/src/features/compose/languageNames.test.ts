import {
  BUILT_IN_LANGUAGES,
  byName,
  languageChoice,
  matchesLanguage,
  rememberServerLanguageNames,
} from '../../../../src/features/compose/language/languages';

describe('language names', () => {
  it('every built-in ISO 639-1 code is named in the app language, never by its code', () => {
    const unnamed = BUILT_IN_LANGUAGES.map((code) => languageChoice(code, 'en')).filter(
      (choice) => choice.name === choice.code,
    );
    expect(unnamed.map((choice) => choice.code)).toEqual([]);
    expect(languageChoice('aa', 'en').name).toBe('Afar');
    expect(languageChoice('ab', 'en').name).toBe('Abkhazian');
  });

  it('where the browser knows no name (a trimmed locale data), a built-in English name stands in', () => {
    const of = jest.spyOn(Intl.DisplayNames.prototype, 'of').mockReturnValue(undefined);
    try {
      expect(languageChoice('aa', 'fr').name).toBe('Afar');
      expect(languageChoice('vo', 'en').name).toBe('Volapük');
    } finally {
      of.mockRestore();
    }
  });

  it('names follow the app language, with the name in itself beside where the browser knows it', () => {
    expect(languageChoice('de', 'fr')).toMatchObject({
      name: 'allemand',
      native: 'Deutsch',
      english: 'German',
    });
    expect(languageChoice('de', 'en')).toMatchObject({ name: 'German', native: 'Deutsch' });
    // No data of its own: its own name is the app language's one, not the code.
    expect(languageChoice('aa', 'en').native).toBe('Afar');
  });

  it('the built-in list goes by name in the app language', () => {
    const sorted = byName(
      ['en', 'de', 'fr'].map((code) => languageChoice(code, 'fr')),
      'fr',
    );
    expect(sorted.map((choice) => choice.name)).toEqual(['allemand', 'anglais', 'français']);
  });

  it('a name the server gives wins, and it is found by it', () => {
    rememberServerLanguageNames([{ code: 'tok', name: 'Toki Pona' }, { code: 'xx' }]);
    const choice = languageChoice('tok', 'en');
    expect(choice.name).toBe('Toki Pona');
    expect(matchesLanguage(choice, 'pona')).toBe(true);
    expect(languageChoice('xx', 'en').name).toBe('xx');
  });

  it('a language is found by its name in the app language, in itself, in English or by its code', () => {
    const german = languageChoice('de', 'fr');
    for (const query of ['allem', 'deutsch', 'germ', 'de']) expect(matchesLanguage(german, query)).toBe(true);
    expect(matchesLanguage(german, 'fran')).toBe(false);
  });
});
