import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification, NotificationGroup } from '../../api/entities';
import { compareId } from '../../utils/ids';
import {
  groupKeyFor,
  MAX_LIVE_GROUPS,
  mergeGroups,
  mergeNotification,
  type GroupingOptions,
} from './grouping';
import {
  extendNotificationsReducer,
  initialNotificationsState,
  notificationsExpandSucceeded,
  withoutAccount,
  type NotificationsState,
} from './slice';
import { accountPostsHidden } from '../../domain/events';

/**
 * Live updates of the notifications list, loaded after the first paint and run after the
 * notifications slice's own reducer: streamed notifications join their groups, wait while the
 * column is scrolled down, and the list keeps its first 50 groups at the top.
 */

/** Keeps the first groups only; the older ones load again through "Load more". */
function cap(state: NotificationsState) {
  if (state.groups.length <= MAX_LIVE_GROUPS) return;
  const last = state.groups[MAX_LIVE_GROUPS - 1];
  state.groups = state.groups.slice(0, MAX_LIVE_GROUPS);
  state.next = `/api/v2/notifications?max_id=${last.page_min_id ?? last.most_recent_notification_id}`;
}

/** Streamed groups wait while the column is scrolled down, so what is read does not move. */
function addPending(
  state: NotificationsState,
  incoming: (pending: NotificationGroup[]) => NotificationGroup[],
) {
  const pending = incoming(state.pending ?? []);
  if (pending.length > MAX_LIVE_GROUPS) state.stale = true;
  state.pending = pending.slice(0, MAX_LIVE_GROUPS);
}

function showPending(state: NotificationsState) {
  if (state.stale) return;
  if (state.pending?.length) state.groups = mergeGroups(state.pending, state.groups);
  state.pending = [];
  cap(state);
}

const liveSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    streamed(
      state,
      {
        payload: { notifications, options },
      }: PayloadAction<{ notifications: Notification[]; options: GroupingOptions }>,
    ) {
      if (!state.loaded) return;
      for (const notification of notifications) {
        if (state.top !== false) {
          state.groups = mergeNotification(state.groups, notification, options);
          continue;
        }
        addPending(state, (pending) => {
          // A group on screen continues in the pending one, so its count and samples carry on.
          const key = groupKeyFor(notification, options);
          const shown = state.groups.find((group) => group.group_key === key);
          const base =
            shown &&
            !pending.some((group) => group.group_key === key) &&
            compareId(notification.id, shown.most_recent_notification_id) > 0
              ? [...pending, shown]
              : pending;
          return mergeNotification(base, notification, options);
        });
      }
      if (state.top !== false) cap(state);
    },
    /** Groups newer than the list's newest, fetched after the stream was down or by a poll. */
    gapFilled(
      state,
      { payload: { groups, prev } }: PayloadAction<{ groups: NotificationGroup[]; prev?: string | null }>,
    ) {
      if (prev) state.prev = prev;
      if (state.top === false) addPending(state, (pending) => mergeGroups(groups, pending));
      else {
        state.groups = mergeGroups(groups, state.groups);
        cap(state);
      }
    },
    /** The column reached its top (true) or left it. */
    topChanged(state, { payload: top }: PayloadAction<boolean>) {
      state.top = top;
      if (top) showPending(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(notificationsExpandSucceeded, (state, { payload }) => {
      if (!payload.older && payload.prev) state.prev = payload.prev;
      // A reload after too much arrived while scrolled down replaces the list.
      if (!state.stale || payload.older) return;
      state.groups = payload.groups;
      state.next = payload.next;
      state.pending = [];
      state.stale = false;
    });
    // Blocked, or muted with its notifications: the held groups lose the account too.
    builder.addCase(accountPostsHidden, (state, { payload }) => {
      if (payload.notifications && state.pending)
        state.pending = withoutAccount(state.pending, payload.accountId);
    });
  },
});

export const {
  streamed: notificationsStreamed,
  gapFilled: notificationsGapFilled,
  topChanged: notificationsTopChanged,
} = liveSlice.actions;
export const liveNotificationsReducer = liveSlice.reducer;

// Registered when this module loads, before any of its actions can be dispatched.
extendNotificationsReducer(liveNotificationsReducer);
