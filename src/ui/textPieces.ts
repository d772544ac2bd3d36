import { defineMessages } from 'react-intl';

/**
 * What joins translated texts in a view without being words: the space between two inline pieces
 * and the middle dot between two facts of a line, the same in every language; and the shared
 * messages for counts that run past what a badge shows.
 */
export const SPACE = ' ';
export const SEPARATOR = ' · ';
/** Where a short value (a language code) is not set. */
export const NO_VALUE = '—';

/** An account's handle as shown: `@` and the acct (`user` or `user@server`), never translated. */
export const handleOf = (acct: string) => `@${acct}`;

/** A custom emoji's shortcode as typed: `:code:`. */
export const shortcodeOf = (code: string) => `:${code}:`;

/** The largest count a badge shows before it says "99+". */
export const BADGE_MAX = 99;

export const countMessages = defineMessages<{ over: { count: number }; more: { count: number } }>({
  over: { id: 'ui.count_over', defaultMessage: '{count, number}+' },
  more: { id: 'ui.count_more', defaultMessage: '+{count, number}' },
});
