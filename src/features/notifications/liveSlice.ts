import { NOTIFICATION_GROUPS_KEPT_AT_TOP } from '../../constants';
import { createSlice, isAnyOf, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification, NotificationGroup } from '../../api/entities';
import { compareId } from '../../utils/ids';
import {
  groupKeyFor,
  mergeGroups,
  mergeNotification,
  mergeNotifications,
  type GroupingOptions,
} from './grouping';
import { extendStartingSlice } from '../../store/feature';
import {
  initialNotificationsState,
  notificationsCleared,
  notificationsExpandSucceeded,
  notificationsFilterChanged,
  withoutAccount,
  type NotificationsState,
} from './slice';
import { accountHidden } from '../../domain/events';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import { dbHydrated } from '../../db/actions';
import type { NotificationGap } from '../../domain/notificationGaps';
import { fillGap, gapIndex, normalizeGaps, sameGap, type NewerPage } from './gaps';
import { dropUnchecked, reconcileGroups, type HeldGroups, type ReconciledList } from './reconcile';

/**
 * Live updates of the notifications list, loaded after the first paint and run after the
 * notifications slice's own reducer (`extendStartingSlice`): streamed notifications join their groups, wait while the
 * column is scrolled down, and the list keeps its first 50 groups at the top.
 */

/**
 * Keeps the first groups only; the older ones load again through "Load more", and so does a gap that
 * was below the last one kept.
 */
function cap(state: NotificationsState) {
  if (state.groups.length <= NOTIFICATION_GROUPS_KEPT_AT_TOP) return;
  const last = state.groups[NOTIFICATION_GROUPS_KEPT_AT_TOP - 1];
  state.groups = state.groups.slice(0, NOTIFICATION_GROUPS_KEPT_AT_TOP);
  state.next = `/api/v2/notifications?max_id=${last.page_min_id ?? last.most_recent_notification_id}`;
  if (state.gaps)
    state.gaps = state.gaps.filter((gap) => gapIndex(state.groups, gap) < NOTIFICATION_GROUPS_KEPT_AT_TOP);
}

/**
 * Groups newer than the list's newest: they go on top (or wait above a column scrolled down); a page as
 * full as the server serves leaves a gap below it.
 */
function addNewer(state: NotificationsState, groups: NotificationGroup[], gap?: NotificationGap | null) {
  if (state.top === false) addPending(state, (pending) => mergeGroups(groups, pending));
  else state.groups = mergeGroups(groups, state.groups);
  if (gap) state.gaps = normalizeGaps(state.groups, [...(state.gaps ?? []), gap]);
  if (state.top !== false) cap(state);
}

const findGap = (state: NotificationsState, gap: NotificationGap) =>
  state.gaps?.find((known) => sameGap(known, gap));

/** Streamed groups wait while the column is scrolled down, so what is read does not move. */
function addPending(
  state: NotificationsState,
  incoming: (pending: NotificationGroup[]) => NotificationGroup[],
) {
  const pending = incoming(state.pending ?? []);
  if (pending.length > NOTIFICATION_GROUPS_KEPT_AT_TOP) state.stale = true;
  state.pending = pending.slice(0, NOTIFICATION_GROUPS_KEPT_AT_TOP);
}

/** The list as it was before this update, read without a draft of each group. */
const plain = (groups: NotificationGroup[]) => (isDraft(groups) ? original(groups) : undefined) ?? groups;

/**
 * Streamed notifications join their groups, each changed group moving to the top (or waiting above a
 * column scrolled down). The groups are read as plain objects: the ones that do not change keep their
 * objects, so their rows do not render again.
 */
function addStreamed(state: NotificationsState, notifications: Notification[], options: GroupingOptions) {
  if (!state.loaded || notifications.length === 0) return;
  if (state.top !== false) {
    state.groups = mergeNotifications(plain(state.groups), notifications, options);
    cap(state);
    return;
  }
  const shownGroups = plain(state.groups);
  for (const notification of notifications) {
    addPending(state, (pending) => {
      // A group on screen continues in the pending one, so its count and samples carry on.
      const key = groupKeyFor(notification, options);
      const shown = shownGroups.find((group) => group.group_key === key);
      const base =
        shown &&
        !pending.some((group) => group.group_key === key) &&
        compareId(notification.id, shown.most_recent_notification_id) > 0
          ? [...pending, shown]
          : pending;
      return mergeNotification(base, notification, options);
    });
  }
}

function showPending(state: NotificationsState) {
  if (state.stale) return;
  if (state.pending?.length) state.groups = mergeGroups(state.pending, state.groups);
  state.pending = [];
  cap(state);
}

/** Writes a reconciled list back, leaving out what it no longer has (gaps, the unchecked bound). */
function setList(state: NotificationsState, list: ReconciledList) {
  state.groups = list.groups;
  state.next = list.next;
  if (list.pending) state.pending = list.pending;
  if (list.gaps?.length) state.gaps = normalizeGaps(list.groups, list.gaps);
  else delete state.gaps;
  if (list.checkedTo !== undefined) state.checkedTo = list.checkedTo;
  else delete state.checkedTo;
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
      addStreamed(state, notifications, options);
    },
    /**
     * Groups newer than the list's newest, fetched after the stream was down or by a poll, with the
     * server's link to what is newer still.
     */
    gapFilled(
      state,
      {
        payload: { groups, gap, prev },
      }: PayloadAction<{ groups: NotificationGroup[]; gap?: NotificationGap | null; prev?: string | null }>,
    ) {
      if (prev) state.prev = prev;
      addNewer(state, groups, gap);
    },
    /**
     * The current first page over the groups held when it was asked for (`reconcile.ts`): the list's
     * first load over the groups kept on this device, and a reconnect.
     */
    reconciled(
      state,
      {
        payload: { page, held, filter, prev },
      }: PayloadAction<{ page: NewerPage; held: HeldGroups; filter?: string; prev?: string | null }>,
    ) {
      if (prev) state.prev = prev;
      if (filter !== undefined) state.filter = filter;
      state.isLoading = false;
      state.loaded = true;
      const top = state.top !== false;
      const list = reconcileGroups(
        { groups: plain(state.groups), pending: state.pending, gaps: state.gaps, next: state.next },
        page,
        held,
        top,
      );
      setList(state, list);
      if (top) cap(state);
      // Held above a column scrolled down: too many, and the list loads afresh back at the top.
      else addPending(state, (pending) => pending);
    },
    /** "Load more" in a gap. */
    gapLoadRequested(state, { payload }: PayloadAction<NotificationGap>) {
      const gap = findGap(state, payload);
      if (gap) gap.loading = true;
    },
    gapLoaded(state, { payload: { gap, page } }: PayloadAction<{ gap: NotificationGap; page: NewerPage }>) {
      const filled = fillGap(state.groups, state.gaps ?? [], gap, page);
      if (!filled) return;
      state.groups = filled.groups;
      state.gaps = filled.gaps;
    },
    gapLoadFailed(state, { payload }: PayloadAction<NotificationGap>) {
      const gap = findGap(state, payload);
      if (gap) delete gap.loading;
    },
    /** The column reached its top (true) or left it. */
    topChanged(state, { payload: top }: PayloadAction<boolean>) {
      state.top = top;
      if (!top) return;
      showPending(state);
      if (state.checkedTo !== undefined) setList(state, dropUnchecked(state));
    },
  },
  extraReducers: (builder) => {
    // A frame's streamed events, the notifications among them already picked out for the column.
    builder.addCase(streamingEventsReceived, (state, { payload: { notifications } }) => {
      if (notifications)
        addStreamed(state, notifications.items, { groupFollows: notifications.groupFollows });
    });
    builder.addCase(notificationsExpandSucceeded, (state, { payload }) => {
      if (!payload.older && payload.prev) state.prev = payload.prev;
      // A reload after too much arrived while scrolled down replaces the list.
      if (!state.stale || payload.older) return;
      state.groups = payload.groups;
      state.next = payload.next;
      state.pending = [];
      state.stale = false;
      delete state.gaps;
    });
    // The list kept on this device, shown until the server answers (or instead of it, offline).
    builder.addCase(dbHydrated, (state, { payload: { notifications } }) => {
      if (!notifications || state.loaded || state.groups.length > 0) return;
      state.groups = notifications.groups;
      state.next = notifications.next;
      state.filter = notifications.filter;
      if (notifications.gaps) state.gaps = notifications.gaps;
    });
    // Blocked, or muted with its notifications: the held groups lose the account too.
    builder.addCase(accountHidden, (state, { payload }) => {
      if (payload.notifications && state.pending)
        state.pending = withoutAccount(state.pending, payload.accountId);
    });
    // A list loaded afresh, or emptied, has no gaps left.
    builder.addMatcher(isAnyOf(notificationsFilterChanged, notificationsCleared), (state) => {
      delete state.gaps;
    });
  },
});

export const {
  streamed: notificationsStreamed,
  gapFilled: notificationsGapFilled,
  reconciled: notificationsReconciled,
  gapLoadRequested: notificationsGapLoadRequested,
  gapLoaded: notificationsGapLoaded,
  gapLoadFailed: notificationsGapLoadFailed,
  topChanged: notificationsTopChanged,
} = liveSlice.actions;
export const liveNotificationsReducer = liveSlice.reducer;

// The live updates extend `state.notifications` as this module loads: before any of its actions.
extendStartingSlice('notifications', liveNotificationsReducer);
