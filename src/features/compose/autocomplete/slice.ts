import type { RootState } from '../../../store/types';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PickableEmoji } from '../../emoji';

export type SuggestionItem =
  | { type: 'account'; id: string; acct: string }
  | { type: 'hashtag'; name: string }
  | { type: 'emoji'; emoji: PickableEmoji };

export interface ComposeSuggestionsState {
  /** The token the items complete: items for another token are not shown. */
  token: string;
  items: SuggestionItem[];
}

/** Added to the store by the compose box (nothing else suggests while typing). */
export const COMPOSE_SUGGESTIONS_KEY = 'composeSuggestions';
export const selectComposeSuggestions = (state: RootState): ComposeSuggestionsState | undefined =>
  state[COMPOSE_SUGGESTIONS_KEY];

// The compose watcher (always loaded) names these types as strings: keep them in step with sagas.ts.
export const composeSuggestionsRequested = createAction<{ token: string; locale: string }>(
  'compose/suggestionsRequested',
);
export const composeTagPicked = createAction<{ name: string }>('compose/suggestionTagPicked');

const slice = createSlice({
  name: 'composeSuggestions',
  initialState: (): ComposeSuggestionsState => ({ token: '', items: [] }),
  reducers: {
    ready: (_state, { payload }: PayloadAction<ComposeSuggestionsState>) => payload,
  },
});

export const { ready: composeSuggestionsReady } = slice.actions;
export const composeSuggestionsReducer = slice.reducer;
