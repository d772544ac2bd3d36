import type { RootState } from '../../../store/types';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

export { composeSuggestionsRequested, composeTagPicked } from '../intents';

const slice = createSlice({
  name: 'composeSuggestions',
  initialState: (): ComposeSuggestionsState => ({ token: '', items: [] }),
  reducers: {
    ready: (_state, { payload }: PayloadAction<ComposeSuggestionsState>) => payload,
  },
});

export const { ready: composeSuggestionsReady } = slice.actions;
export const composeSuggestionsReducer = slice.reducer;
