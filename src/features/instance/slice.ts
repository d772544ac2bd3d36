import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CustomEmoji, Instance } from '../../api/entities';

export interface InstanceState {
  info: Instance | null;
  customEmojis: CustomEmoji[];
}

export const instanceFetchRequested = createAction('instance/fetchRequested');

const initialState: InstanceState = { info: null, customEmojis: [] };

const instanceSlice = createSlice({
  name: 'instance',
  initialState,
  reducers: {
    fetched: (state, action: PayloadAction<Instance>) => {
      state.info = action.payload;
    },
    customEmojisFetched: (state, action: PayloadAction<CustomEmoji[]>) => {
      state.customEmojis = Array.isArray(action.payload) ? action.payload : [];
    },
  },
});

export const { fetched: instanceFetched, customEmojisFetched } = instanceSlice.actions;
export const instanceReducer = instanceSlice.reducer;

export const selectInstance = (state: { instance: InstanceState }) => state.instance.info;
export const selectCustomEmojis = (state: { instance: InstanceState }) => state.instance.customEmojis;
/** The streaming URL the instance names, if any. */
export const selectStreamingUrl = (state: { instance: InstanceState }) =>
  state.instance.info?.configuration?.urls?.streaming ?? null;
