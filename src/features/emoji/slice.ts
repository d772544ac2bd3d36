import { createSlice } from '@reduxjs/toolkit';
import { emojiDataRequested } from './intents';

export { emojiDataRequested };

/** Which locale's emoji the picker asked for last (the data itself stays out of the store: emojiStore.ts). */
export interface EmojiState {
  locale: string | null;
}

export const EMOJI_KEY = 'emoji';

const emojiSlice = createSlice({
  name: 'emoji',
  initialState: (): EmojiState => ({ locale: null }),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(emojiDataRequested, (state, { payload }) => {
      state.locale = payload.locale;
    });
  },
});

export const emojiReducer = emojiSlice.reducer;
