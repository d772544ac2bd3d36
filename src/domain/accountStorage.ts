/**
 * What this browser keeps of an account in localStorage, beside its database, each under the account's
 * key (its id @ its server): no other account signed in here reads it, and it goes with the account when
 * it is signed out or its server stops accepting its token.
 */

/** The account's recent searches (`features/search/recentSearches.ts`). */
export const recentSearchesKey = (accountKey: string) => `fedideck:recentSearches:${accountKey}`;

/** The hashtags the account published or picked (`features/compose/autocomplete/tagHistory.ts`). */
export const tagHistoryKey = (accountKey: string) => `fedideck:tagHistory:${accountKey}`;

/** The account's preferences as this device last read them (`features/settings/deviceSettings.ts`). */
export const seenPreferencesKey = (accountKey: string) => `fedideck:accountPreferencesSeen:${accountKey}`;

/** Every localStorage key kept for the account. */
export const accountStorageKeys = (accountKey: string) => [
  recentSearchesKey(accountKey),
  tagHistoryKey(accountKey),
  seenPreferencesKey(accountKey),
];

/**
 * The service worker's caches of images (`service-worker/routes.ts`): custom emoji and avatars, public
 * files kept by address, whichever account showed them. They are shared by every account signed in
 * here and by a visitor, so signing one out leaves them; once no account is left, they go too.
 * (The worker keeps no API answer and no media file: an account's posts live in its own database.)
 */
export const IMAGE_CACHES = ['fedideck-emoji', 'fedideck-avatars'] as const;

/** Sign-out of the account runs in one tab at a time (a Web Lock of this name). */
export const signOutLockName = (accountKey: string) => `fedideck-signout-${accountKey}`;
