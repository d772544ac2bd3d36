import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which locale's emoji the picker asked for last (the data itself stays out of the store: emojiStore.ts). */
export interface EmojiState {
  locale: string | null;
}

export const EMOJI_KEY = 'emoji';

const emojiSlice = createSlice({
  name: 'emoji',
  initialState: (): EmojiState => ({ locale: null }),
  reducers: {
    // The compose watcher (always loaded) names this type as a string: keep them in step.
    dataRequested: (state, { payload }: PayloadAction<{ locale: string }>) => {
      state.locale = payload.locale;
    },
  },
});

export const { dataRequested: emojiDataRequested } = emojiSlice.actions;
export const emojiReducer = emojiSlice.reducer;
