import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../store/types';

export const selectLocalSettings = (state: RootState) => state.settings.local;
export const selectSyncedSettings = (state: RootState) => state.settings.synced;
export const selectColumns = (state: RootState) => state.settings.synced.columns;
export const selectLayoutSetting = (state: RootState) => state.settings.local.layout;
export const selectSettingsSaved = (state: RootState) => state.settings.saved;

/**
 * The content-warning auto-hide filter (`home.regex.body`, as Mastodon's settings document names it): a
 * case-insensitive regular expression over a post's content warning; an invalid expression counts as a
 * match, an empty one matches nothing.
 */
export function spoilerAutoHideMatcher(source: string): (spoilerText: string) => boolean {
  try {
    const expression = source.trim() && new RegExp(source.trim(), 'i');
    return (spoilerText) => !!expression && expression.test(spoilerText);
  } catch {
    return () => true;
  }
}

/**
 * Whether a post's content warning opens by itself: with "Always expand posts marked with content
 * warnings" on, unless the auto-hide filter matches it.
 */
export const selectSpoilerExpandedByDefault = createSelector(
  [
    (state: RootState) => state.settings.local.expand_spoilers,
    (state: RootState) => state.settings.synced.home.regex.body,
  ],
  (expand, source) => {
    const autoHides = spoilerAutoHideMatcher(source);
    return (spoilerText: string) => expand && !autoHides(spoilerText);
  },
);
