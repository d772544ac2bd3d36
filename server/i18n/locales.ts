import Negotiator from 'negotiator';

/**
 * The languages the instance's own pages are written in: the app's languages, English first (the
 * fallback, and the choice for a browser that accepts any language).
 */
export const PAGE_LOCALES = [
  'en',
  'de',
  'fr',
  'es',
  'pt-BR',
  'it',
  'nl',
  'pl',
  'uk',
  'ja',
  'zh-CN',
  'ko',
  'ar',
  'fa',
  'he',
] as const;

export type PageLocale = (typeof PAGE_LOCALES)[number];

const RIGHT_TO_LEFT = new Set<PageLocale>(['ar', 'fa', 'he']);

export function directionOf(locale: PageLocale): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The language of a page for a request's Accept-Language (RFC 9110 §12.5.4, q-values weighed by
 * negotiator): a region variant takes its base language (de-AT is German), a bare language the variant
 * written here (pt is pt-BR, zh is zh-CN); nothing acceptable, or no header, is English.
 */
export function negotiateLocale(acceptLanguage: string | string[] | undefined): PageLocale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  const negotiator = new Negotiator({ headers: header === undefined ? {} : { 'accept-language': header } });
  return (negotiator.languages([...PAGE_LOCALES])[0] as PageLocale | undefined) ?? 'en';
}
