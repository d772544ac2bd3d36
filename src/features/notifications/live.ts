import { createAction, createReducer } from '@reduxjs/toolkit';
import { call, fork, put, select, takeEvery } from 'typed-redux-saga/macro';
import type { Notification, NotificationGroup } from '../../api/entities';
import { fetchGroupedNotifications } from '../../api/endpoints/notifications';
import { entitiesImported } from '../../domain/importer/actions';
import { streamingConnected, streamingEventsReceived, type StreamBatch } from '../../domain/streamingEvents';
import { unreadBadgeSaga } from './unreadBadge';
import { notificationsTopChanged } from './topChanged';

// The column's scroll and read tracking shares this chunk.
export { default as ReadTracker } from './components/ReadTracker';
export { notificationsTopChanged };
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts';
import { groupsFollows, notificationTypeParams } from './fetchParams';
import {
  groupKeyFor,
  MAX_LIVE_GROUPS,
  mergeGroups,
  mergeNotification,
  newestNotificationId,
  type GroupingOptions,
} from './grouping';
import {
  extendNotificationsReducer,
  initialNotificationsState,
  notificationsExpandRequested,
  notificationsExpandSucceeded,
  type NotificationsState,
} from './slice';
import { compareId } from '../../utils/ids';

export const notificationsStreamed = createAction<{
  notifications: Notification[];
  options: GroupingOptions;
}>('notifications/streamed');
/** Groups newer than the list's newest, fetched after the stream was down. */
export const notificationsGapFilled = createAction<{ groups: NotificationGroup[] }>(
  'notifications/gapFilled',
);

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

export const liveNotificationsReducer = createReducer(initialNotificationsState, (builder) => {
  builder
    .addCase(notificationsStreamed, (state, { payload: { notifications, options } }) => {
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
    })
    .addCase(notificationsGapFilled, (state, { payload: { groups } }) => {
      if (state.top === false) addPending(state, (pending) => mergeGroups(groups, pending));
      else {
        state.groups = mergeGroups(groups, state.groups);
        cap(state);
      }
    })
    .addCase(notificationsTopChanged, (state, { payload: top }) => {
      state.top = top;
      if (top) showPending(state);
    })
    .addCase(notificationsExpandSucceeded, (state, { payload }) => {
      // A reload after too much arrived while scrolled down replaces the list.
      if (!state.stale || payload.older) return;
      state.groups = payload.groups;
      state.next = payload.next;
      state.pending = [];
      state.stale = false;
    });
});

extendNotificationsReducer(liveNotificationsReducer);

const isNotification = (value: unknown): value is Notification =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Notification).id === 'string' &&
  typeof (value as Notification).type === 'string';

const selectNotificationSettings = (state: RootState) => state.settings.synced.notifications;

/** Streamed notifications join their groups; a merge of accepted requests reloads the list. */
export function* receiveStreamed(batch: StreamBatch) {
  const notifications: Notification[] = [];
  let merged = false;
  for (const event of batch.events) {
    if (event.type !== 'other') continue;
    if (event.event === 'notifications_merged') merged = true;
    else if (event.event === 'notification' && isNotification(event.payload))
      notifications.push(event.payload);
  }
  if (merged) yield* put(notificationsExpandRequested());
  const settings = yield* select(selectNotificationSettings);
  const hidden = new Set(notificationTypeParams(settings).exclude_types);
  const shown = notifications.filter((notification) => !hidden.has(notification.type));
  if (shown.length === 0) return;
  yield* put(
    entitiesImported({
      accounts: shown.flatMap((n) => (n.account ? [n.account] : [])),
      statuses: shown.flatMap((n) => (n.status ? [n.status] : [])),
    }),
  );
  yield* put(
    notificationsStreamed({ notifications: shown, options: { groupFollows: groupsFollows(settings) } }),
  );
}

/** After the stream was down, what arrived since the newest group is fetched. */
export function* fillGap() {
  const state = yield* select((s: RootState) => s.notifications);
  if (!state.loaded || state.isLoading) return;
  const newest = newestNotificationId(state.groups);
  if (!newest) {
    yield* put(notificationsExpandRequested());
    return;
  }
  const { api } = yield* appServices();
  const settings = yield* select(selectNotificationSettings);
  try {
    const response = yield* call(fetchGroupedNotifications, api, {
      since_id: newest,
      ...notificationTypeParams(settings),
    });
    const { accounts = [], statuses = [], notification_groups: groups = [] } = response.data ?? {};
    if (groups.length === 0) return;
    yield* put(entitiesImported({ accounts, statuses }));
    yield* put(notificationsGapFilled({ groups }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* onStreamed(action: ReturnType<typeof streamingEventsReceived>) {
  yield* call(receiveStreamed, action.payload);
}

function* onConnected(action: ReturnType<typeof streamingConnected>) {
  if (action.payload.reconnected) yield* call(fillGap);
}

/** Back at the top after too much arrived: the list loads afresh. */
function* reloadIfStale(action: ReturnType<typeof notificationsTopChanged>) {
  if (action.payload && (yield* select((s: RootState) => s.notifications.stale)))
    yield* put(notificationsExpandRequested());
}

/** Streamed notifications, the gap after a reconnect, the unread count in the title and app badge. */
export function* liveNotificationsSaga() {
  if (typeof document !== 'undefined') yield* fork(unreadBadgeSaga);
  yield* takeEvery(streamingEventsReceived.type, onStreamed);
  yield* takeEvery(streamingConnected.type, onConnected);
  yield* takeEvery(notificationsTopChanged.type, reloadIfStale);
}
