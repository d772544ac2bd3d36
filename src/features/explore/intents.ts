import { createAction } from '@reduxjs/toolkit';

/** What the app may ask of Explore (always loaded; the slice and the workers load with its views). */

export interface DirectoryQuery {
  order: 'active' | 'new';
  local: boolean;
}

export const exploreIntents = {
  tagsRequested: createAction('explore/tagsRequested'),
  suggestionsRequested: createAction('explore/suggestionsRequested'),
  /** Dismissing takes the row away at once; it comes back where it was if the instance refuses. */
  suggestionDismissRequested: createAction<{ accountId: string }>('explore/suggestionDismissRequested'),
  /** A new query starts from its first page; `expand` appends the next one. */
  directoryRequested: createAction<Partial<DirectoryQuery> & { expand?: boolean }>(
    'explore/directoryRequested',
  ),
};
