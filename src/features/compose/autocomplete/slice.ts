import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PickableEmoji } from '../../emoji/public';
import { injectLazySlice } from '../../../store/feature';

export type SuggestionItem =
  | { type: 'account'; id: string; acct: string }
  | { type: 'hashtag'; name: string }
  | { type: 'emoji'; emoji: PickableEmoji };

export interface ComposeSuggestionsState {
  /** The token the items complete: items for another token are not shown. */
  token: string;
  items: SuggestionItem[];
}

declare module '../../../store/rootReducer' {
  interface LazyState {
    composeSuggestions: ComposeSuggestionsState;
  }
}

const slice = createSlice({
  name: 'composeSuggestions',
  initialState: (): ComposeSuggestionsState => ({ token: '', items: [] }),
  reducers: {
    ready: (_state, { payload }: PayloadAction<ComposeSuggestionsState>) => payload,
  },
  selectors: {
    selectComposeSuggestions: (state) => state,
  },
});

/** In the store with the text boxes that suggest, which import it (nothing else suggests while typing). */
const composeSuggestionsSlice = injectLazySlice(slice);

export const { ready: composeSuggestionsReady } = slice.actions;
export const { selectComposeSuggestions } = composeSuggestionsSlice.selectors;
