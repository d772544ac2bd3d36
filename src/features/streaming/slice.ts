import { createSlice } from '@reduxjs/toolkit';
import { timelineMounted, timelineUnmounted } from '../timelines/slice';

export interface StreamingState {
  /** How many columns show each timeline; a stream is subscribed while its count is above 0. */
  mounted: Record<string, number>;
}

const initialState: StreamingState = { mounted: {} };

const streamingSlice = createSlice({
  name: 'streaming',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(timelineMounted, (state, { payload }) => {
        state.mounted[payload.timelineId] = (state.mounted[payload.timelineId] ?? 0) + 1;
      })
      .addCase(timelineUnmounted, (state, { payload }) => {
        const count = (state.mounted[payload.timelineId] ?? 0) - 1;
        if (count > 0) state.mounted[payload.timelineId] = count;
        else delete state.mounted[payload.timelineId];
      });
  },
});

export const streamingReducer = streamingSlice.reducer;
