import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationGroup } from '../../api/entities';
import { accountHidden, notificationsCleared } from '../../domain/events';

export { notificationsCleared };
import type { NotificationGap } from '../../domain/notificationGaps';

/**
 * Grouped notifications, listed plainly: the groups as the server sends them (newest first), their
 * accounts and statuses in the entity tables. Gaps, pending groups and read markers come with the
 * notifications column's own work.
 */
export interface NotificationsState {
  groups: NotificationGroup[];
  isLoading: boolean;
  loaded: boolean;
  /** The last load failed (offline, say): nothing is saved to show until it loads. */
  failed: boolean;
  next: string | null;
  /** The server's link to what is newer than the newest groups, kept by the live updates. */
  prev?: string | null;
  /** The column is scrolled to its top (or not shown): streamed groups go straight into the list. */
  top?: boolean;
  /** Streamed groups held while the column is scrolled down. */
  pending?: NotificationGroup[];
  /** Too much arrived while scrolled down: the list reloads on return to the top. */
  stale?: boolean;
  /** The filter query (as JSON) the listed groups were loaded under. */
  filter?: string;
  /**
   * Notifications missed below newer ones, each drawn with "Load more" where it sits (`gaps.ts`; kept
   * by the live updates' reducer, loaded with the list's loader).
   */
  gaps?: NotificationGap[];
  /**
   * A first page reconciled while the column was scrolled down left the groups older than this id
   * unchecked: they go when the column is back at its top (`reconcile.ts`).
   */
  checkedTo?: string;
}

export const initialNotificationsState: NotificationsState = {
  groups: [],
  isLoading: false,
  loaded: false,
  failed: false,
  next: null,
};

export const notificationsExpandRequested = createAction<{ older?: boolean } | undefined>(
  'notifications/expandRequested',
);

/** The groups without the account: it leaves each group's samples, and a group of it alone goes. */
export const withoutAccount = (groups: NotificationGroup[], accountId: string) =>
  groups.flatMap((group) => {
    const ids = group.sample_account_ids.filter((id) => id !== accountId);
    return ids.length > 0 ? [{ ...group, sample_account_ids: ids }] : [];
  });

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    expandStarted(state) {
      state.isLoading = true;
      state.failed = false;
    },
    expandSucceeded(
      state,
      action: PayloadAction<{
        groups: NotificationGroup[];
        next: string | null;
        prev?: string | null;
        older: boolean;
        filter?: string;
      }>,
    ) {
      const { groups, next, older, filter } = action.payload;
      state.filter = filter;
      const incoming = new Set(groups.map((g) => g.group_key));
      state.groups = older
        ? [...state.groups.filter((g) => !incoming.has(g.group_key)), ...groups]
        : [...groups, ...state.groups.filter((g) => !incoming.has(g.group_key))];
      if (older || !state.loaded) state.next = next;
      state.isLoading = false;
      state.loaded = true;
    },
    expandFailed(state) {
      state.isLoading = false;
      state.failed = true;
    },
    /** The quick filter or the shown types changed: the list loads again under them. */
    filterChanged(state) {
      state.groups = [];
      state.next = null;
      state.loaded = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(notificationsCleared, (state) => {
      state.groups = [];
      state.next = null;
    });
    // Blocked, or muted with its notifications: the account leaves each group, a group of it alone goes.
    builder.addCase(accountHidden, (state, { payload }) => {
      if (payload.notifications) state.groups = withoutAccount(state.groups, payload.accountId);
    });
  },
});

export const {
  expandStarted: notificationsExpandStarted,
  expandSucceeded: notificationsExpandSucceeded,
  expandFailed: notificationsExpandFailed,
  filterChanged: notificationsFilterChanged,
} = notificationsSlice.actions;

/** The list's own reducer; its live updates, loaded later, extend it (`liveSlice.ts`). */
export const notificationsReducer = notificationsSlice.reducer;
export const selectNotifications = (state: { notifications: NotificationsState }) => state.notifications;
