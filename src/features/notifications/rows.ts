import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Relationship } from '../../api/entities';

/**
 * What the notification rows know beyond the groups: the user's relationship with the accounts that
 * followed (for "Follow back") and the follow requests answered from a row. A slice of the column's
 * body, added to the store when the body loads.
 */
export interface NotificationRowsState {
  relationships: Record<string, Pick<Relationship, 'following' | 'requested' | 'followed_by'>>;
  /** Relationships asked for, so each account is asked once. */
  asked: Record<string, true>;
  requests: Record<string, 'answering' | 'accepted' | 'rejected'>;
}

export const NOTIFICATION_ROWS_KEY = 'notificationRows';

const initialState: NotificationRowsState = { relationships: {}, asked: {}, requests: {} };

const rowsSlice = createSlice({
  name: NOTIFICATION_ROWS_KEY,
  initialState,
  reducers: {
    /** Handled by the notifications saga (its watcher takes `notificationRows/request*`). */
    requestRelationships(state, action: PayloadAction<{ ids: string[] }>) {
      for (const id of action.payload.ids) state.asked[id] = true;
    },
    requestAnswer(state, action: PayloadAction<{ accountId: string; accept: boolean }>) {
      state.requests[action.payload.accountId] = 'answering';
    },
    requestFollow(state, action: PayloadAction<{ accountId: string }>) {
      const current = state.relationships[action.payload.accountId];
      state.relationships[action.payload.accountId] = {
        followed_by: current?.followed_by ?? true,
        requested: current?.requested ?? false,
        following: true,
      };
    },
    relationshipsFetched(state, action: PayloadAction<Relationship[]>) {
      for (const { id, following, requested, followed_by } of action.payload)
        state.relationships[id] = { following, requested, followed_by };
    },
    answerSucceeded(state, action: PayloadAction<{ accountId: string; accept: boolean }>) {
      const { accountId, accept } = action.payload;
      state.requests[accountId] = accept ? 'accepted' : 'rejected';
      const current = state.relationships[accountId];
      state.relationships[accountId] = {
        following: current?.following ?? false,
        requested: current?.requested ?? false,
        followed_by: accept,
      };
    },
    answerFailed(state, action: PayloadAction<{ accountId: string }>) {
      delete state.requests[action.payload.accountId];
    },
    followFailed(state, action: PayloadAction<{ accountId: string }>) {
      const current = state.relationships[action.payload.accountId];
      if (current) current.following = false;
    },
  },
});

export const {
  requestRelationships: relationshipsRequested,
  requestAnswer: followRequestAnswerRequested,
  requestFollow: followBackRequested,
  relationshipsFetched,
  answerSucceeded: followRequestAnswered,
  answerFailed: followRequestAnswerFailed,
  followFailed: followBackFailed,
} = rowsSlice.actions;
export const notificationRowsReducer = rowsSlice.reducer;

export const selectNotificationRows = (state: unknown): NotificationRowsState =>
  (state as { [NOTIFICATION_ROWS_KEY]?: NotificationRowsState })[NOTIFICATION_ROWS_KEY] ?? initialState;
