// Names of the interface languages, for the lists that offer them.

/**
 * A language named in its own words ("Deutsch", "日本語", "العربية"), by the browser's
 * Intl.DisplayNames, capitalised as a menu entry; the code itself where the browser cannot name it.
 */
export function ownName(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
  } catch {
    name = undefined;
  }
  if (!name) return code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
