import { createSlice } from '@reduxjs/toolkit';
import { injectLazySlice } from '../../store/feature';
import { emojiIntents } from './intents';

/** Which locale's emoji the picker asked for last (the data itself stays out of the store: emojiStore.ts). */
export interface EmojiState {
  locale: string | null;
}

declare module '../../store/rootReducer' {
  interface LazyState {
    emoji: EmojiState;
  }
}

const slice = createSlice({
  name: 'emoji',
  initialState: (): EmojiState => ({ locale: null }),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(emojiIntents.dataRequested, (state, { payload }) => {
      state.locale = payload.locale;
    });
  },
});

injectLazySlice(slice);
