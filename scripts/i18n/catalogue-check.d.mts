// Types of scripts/i18n/catalogue-check.mjs, for the tests that import it.
export function checkCatalogue(
  locale: string,
  english: Record<string, string>,
  catalogue: Record<string, string>,
): { errors: string[]; untranslated: string[]; extra: string[] };
