import { createSlice } from '@reduxjs/toolkit';
import { followRequestAnswered, followRequestAnswerFailed } from '../../domain/events';
import { injectLazySlice } from '../../store/feature';
import { notificationRequestsIntents } from '../notificationRequests/public';

/**
 * What the notification rows know beyond the groups: the follow requests answered (from a row or
 * from the requests page), so that a row says "Accepted" or leaves the column. A slice of the
 * column's body, added to the store when its code loads; the relationships behind "Follow back"
 * live in the one relationships store.
 */
export interface NotificationRowsState {
  requests: Record<string, 'answering' | 'accepted' | 'rejected'>;
}

declare module '../../store/rootReducer' {
  interface LazyState {
    notificationRows: NotificationRowsState;
  }
}

const initialState: NotificationRowsState = { requests: {} };

const slice = createSlice({
  name: 'notificationRows',
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
  selectors: {
    selectNotificationRows: (state) => state,
  },
});

const rowsSlice = injectLazySlice(slice);

export const notificationRowsReducer = rowsSlice.reducer;

export const { selectNotificationRows } = rowsSlice.selectors;
