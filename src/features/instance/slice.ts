import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CustomEmoji, Instance } from '../../api/entities';
import { dbHydrated } from '../../db/actions';

export interface InstanceState {
  info: Instance | null;
  customEmojis: CustomEmoji[];
  /** Source language -> the languages it translates to; null until asked for, empty when none. */
  translationLanguages: Record<string, string[]> | null;
}

export const instanceFetchRequested = createAction('instance/fetchRequested');

const initialState: InstanceState = { info: null, customEmojis: [], translationLanguages: null };

const instanceSlice = createSlice({
  name: 'instance',
  initialState,
  reducers: {
    fetched: (state, action: PayloadAction<Instance>) => {
      state.info = action.payload;
    },
    translationLanguagesFetched: (state, action: PayloadAction<Record<string, string[]>>) => {
      state.translationLanguages = action.payload;
    },
    customEmojisFetched: (state, action: PayloadAction<CustomEmoji[]>) => {
      state.customEmojis = Array.isArray(action.payload) ? action.payload : [];
    },
  },
  // What the server said last time, until it answers: a start without network has its limits.
  extraReducers: (builder) =>
    builder.addCase(dbHydrated, (state, { payload }) => {
      state.info ??= payload.server?.instance ?? null;
    }),
});

export const {
  fetched: instanceFetched,
  customEmojisFetched,
  translationLanguagesFetched,
} = instanceSlice.actions;
export const instanceReducer = instanceSlice.reducer;

export const selectInstance = (state: { instance: InstanceState }) => state.instance.info;
export const selectCustomEmojis = (state: { instance: InstanceState }) => state.instance.customEmojis;
/** The streaming URL the instance names, if any. */
export const selectStreamingUrl = (state: { instance: InstanceState }) =>
  state.instance.info?.configuration?.urls?.streaming ?? null;

export const selectTranslationLanguages = (state: { instance: InstanceState }) =>
  state.instance.translationLanguages;
