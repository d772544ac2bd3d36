import type { RootState } from '../../store/types';
import { createSlice } from '@reduxjs/toolkit';
import { followRequestAnswered, followRequestAnswerFailed } from '../../domain/events';
import { notificationRequestsIntents } from '../notificationRequests';

/**
 * What the notification rows know beyond the groups: the follow requests answered (from a row or
 * from the requests page), so that a row says "Accepted" or leaves the column. A slice of the
 * column's body, added to the store when the body loads; the relationships behind "Follow back"
 * live in the one relationships store.
 */
export interface NotificationRowsState {
  requests: Record<string, 'answering' | 'accepted' | 'rejected'>;
}

export const NOTIFICATION_ROWS_KEY = 'notificationRows';

const initialState: NotificationRowsState = { requests: {} };

const rowsSlice = createSlice({
  name: NOTIFICATION_ROWS_KEY,
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(notificationRequestsIntents.followRequestAnswerRequested, (state, { payload }) => {
        state.requests[payload.accountId] = 'answering';
      })
      .addCase(followRequestAnswered, (state, { payload }) => {
        state.requests[payload.accountId] = payload.authorize ? 'accepted' : 'rejected';
      })
      .addCase(followRequestAnswerFailed, (state, { payload }) => {
        delete state.requests[payload.accountId];
      });
  },
});

export const notificationRowsReducer = rowsSlice.reducer;

export const selectNotificationRows = (state: RootState): NotificationRowsState =>
  state[NOTIFICATION_ROWS_KEY] ?? initialState;
