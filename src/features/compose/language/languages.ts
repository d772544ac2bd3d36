/** ISO 639-1: the languages offered when the instance does not list its own. */
const BUILT_IN = `
  aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de
  dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id
  ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu
  lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu
  rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr
  ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
`;

export const BUILT_IN_LANGUAGES: readonly string[] = BUILT_IN.trim().split(/\s+/);

/**
 * English names of the ISO 639-1 languages a browser's trimmed locale data may not name (Chromium's
 * build knows none of these), so the list never shows a bare code.
 */
const RARE_NAMES = Object.fromEntries(
  `aa Afar|ab Abkhazian|ae Avestan|av Avaric|ba Bashkir|bi Bislama|bo Tibetan|ce Chechen|ch Chamorro|cr Cree|cu Church Slavic|cv Chuvash|dz Dzongkha|ff Fula|fj Fijian|gv Manx|ho Hiri Motu|hz Herero|ie Interlingue|ii Sichuan Yi|ik Inupiaq|io Ido|iu Inuktitut|kg Kongo|ki Kikuyu|kj Kuanyama|kl Kalaallisut|kr Kanuri|ks Kashmiri|kv Komi|kw Cornish|li Limburgish|lu Luba-Katanga|mh Marshallese|na Nauru|nd North Ndebele|ng Ndonga|nr South Ndebele|nv Navajo|oj Ojibwa|os Ossetic|pi Pali|rn Rundi|sc Sardinian|se Northern Sami|sg Sango|ss Swati|ty Tahitian|ve Venda|vo Volapük|za Zhuang`
    .split('|')
    .map((entry) => [entry.slice(0, 2), entry.slice(3)]),
) as Record<string, string>;

export interface LanguageChoice {
  code: string;
  /** Its name in the language of the app ("German" in English, "allemand" in French), or the server's. */
  name: string;
  /** The language's name in itself ("Deutsch"), where the browser knows it; else the name above. */
  native: string;
  /** Its name in English, for searching by it whatever the app's language. */
  english: string;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      // A browser without DisplayNames, or a locale it rejects.
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

/** The name of a language in a locale, or nothing where the browser has none (never the code itself). */
function nameOf(code: string, locale: string): string | undefined {
  try {
    const name = namer(locale)?.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/** A language's name in itself, only from the data of that very language (not a fallback locale's). */
function nativeNameOf(code: string): string | undefined {
  try {
    const [resolved] = Intl.DisplayNames.supportedLocalesOf([code]);
    return resolved ? nameOf(code, code) : undefined;
  } catch {
    return undefined;
  }
}

/** The names the server gave its languages (`/api/v1/instance/languages`), by code. */
const serverNames = new Map<string, string>();

/** Keeps the server's names of its languages: they name the choices from then on. */
export function rememberServerLanguageNames(languages: readonly { code?: unknown; name?: unknown }[]) {
  for (const language of languages) {
    if (typeof language?.code === 'string' && typeof language.name === 'string' && language.name.trim()) {
      serverNames.set(language.code, language.name.trim());
    }
  }
}

/**
 * A language as the list offers it: named in the app's language (`uiLocale`) by `Intl.DisplayNames`, or by
 * the server where it named it, with its own name beside; the code only where nothing knows a name.
 */
export const languageChoice = (code: string, uiLocale = 'en'): LanguageChoice => {
  const english = nameOf(code, 'en') ?? serverNames.get(code) ?? RARE_NAMES[code] ?? code;
  const name = serverNames.get(code) ?? nameOf(code, uiLocale) ?? english;
  return { code, name, native: nativeNameOf(code) ?? name, english };
};

/** The choices in alphabetical order of their names in the app's language. */
export function byName(choices: LanguageChoice[], uiLocale: string): LanguageChoice[] {
  const collator = new Intl.Collator(uiLocale);
  return [...choices].sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The languages to offer: the ones used most first (by how often), then the rest in list order. A
 * language in use that the list lacks is still offered.
 */
export function orderedLanguages(
  codes: readonly string[],
  frequency: Record<string, number>,
  current?: string,
): string[] {
  const all = current && !codes.includes(current) ? [current, ...codes] : [...codes];
  const count = (code: string) => (typeof frequency[code] === 'number' ? frequency[code] : 0);
  // Array.prototype.sort is stable: equal counts keep the list's order.
  return all.sort((a, b) => count(b) - count(a));
}

/** Whether a language matches what was typed: its code, or a name in itself or in English. */
export function matchesLanguage(choice: LanguageChoice, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  return (
    choice.code.toLowerCase().startsWith(q) ||
    choice.name.toLocaleLowerCase().includes(q) ||
    choice.native.toLocaleLowerCase().includes(q) ||
    choice.english.toLocaleLowerCase().includes(q)
  );
}
