import { createSlice } from '@reduxjs/toolkit';
import { timelineMounted, timelineUnmounted } from '../timelines/public';
import { streamingConnected, streamingDisconnected } from '../../domain/streamingEvents';

export interface StreamingState {
  /** How many columns show each timeline; a stream is subscribed while its count is above 0. */
  mounted: Record<string, number>;
  /** The shared socket is open (columns show an offline notice while it is not). */
  connected: boolean;
  /** It was open once (an instance that never streams is not "offline"). */
  everConnected: boolean;
}

const initialState: StreamingState = { mounted: {}, connected: false, everConnected: false };

const streamingSlice = createSlice({
  name: 'streaming',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamingConnected, (state) => {
        state.connected = true;
        state.everConnected = true;
      })
      .addCase(streamingDisconnected, (state) => {
        state.connected = false;
      })
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
