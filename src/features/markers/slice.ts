import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Markers, MarkerTimeline } from '../../api/endpoints/markers';
import { compareId } from '../../utils/ids';

export type { MarkerTimeline };
type ReadIds = Partial<Record<MarkerTimeline, string>>;

export interface MarkersState {
  /** What the server holds (fetched, or last submitted). */
  server: ReadIds;
  /** The newest position read here; sent while it is newer than the server's. */
  local: ReadIds;
}

const initialState: MarkersState = { server: {}, local: {} };

export const markersFetchRequested = createAction('markers/fetchRequested');
/** The fetch of the server's markers ended, with them or without (submissions wait for it). */
export const markersLoadSettled = createAction('markers/loadSettled');

/** "0" means nothing read; anything else counts only when newer than what is known. */
const isNewer = (id: unknown, than: string | undefined): id is string =>
  typeof id === 'string' && id !== '' && id !== '0' && (!than || compareId(id, than) > 0);

const markersSlice = createSlice({
  name: 'markers',
  initialState,
  reducers: {
    fetched: (state, action: PayloadAction<Markers>) => {
      for (const timeline of ['home', 'notifications'] as const) {
        const id = action.payload?.[timeline]?.last_read_id;
        if (typeof id === 'string' && id !== '') state.server[timeline] = id;
      }
    },
    /** The user has seen everything up to `lastReadId` in that timeline. */
    readPositionChanged: (state, action: PayloadAction<{ timeline: MarkerTimeline; lastReadId: string }>) => {
      const { timeline, lastReadId } = action.payload;
      const known = state.local[timeline];
      const server = state.server[timeline];
      if (isNewer(lastReadId, known) && isNewer(lastReadId, server)) state.local[timeline] = lastReadId;
    },
    submitted: (state, action: PayloadAction<ReadIds>) => {
      for (const timeline of ['home', 'notifications'] as const) {
        const id = action.payload[timeline];
        if (isNewer(id, state.server[timeline])) state.server[timeline] = id;
      }
    },
  },
});

export const {
  fetched: markersFetched,
  readPositionChanged: markerReadPositionChanged,
  submitted: markersSubmitted,
} = markersSlice.actions;
export const markersReducer = markersSlice.reducer;
