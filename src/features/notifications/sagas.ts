import { call, fork, put, select, take, takeEvery, takeLeading } from 'typed-redux-saga/macro';
import { fetchGroupedNotifications } from '../../api/endpoints/notifications';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts';
import { entitiesImported } from '../../domain/importer/actions';
import { streamingConnected, streamingEventsReceived } from '../../domain/streamingEvents';
import { notificationTypeParams } from './fetchParams';
import { markersFetchRequested } from '../markers';
import {
  notificationsExpandFailed,
  notificationsExpandRequested,
  notificationsExpandStarted,
  notificationsExpandSucceeded,
  notificationsTopChanged,
} from './slice';

const maxIdOf = (next: string | null) =>
  next ? (new URL(next, 'http://x').searchParams.get('max_id') ?? undefined) : undefined;

function* expand(action: ReturnType<typeof notificationsExpandRequested>) {
  const { api, account } = yield* appServices();
  if (!account) return;
  const older = !!action.payload?.older;
  const next = yield* select((s: RootState) => s.notifications.next);
  if (older && !next) return;
  const types = notificationTypeParams(yield* select((s: RootState) => s.settings.synced.notifications));
  yield* put(notificationsExpandStarted());
  try {
    const response = yield* call(fetchGroupedNotifications, api, {
      ...types,
      ...(older ? { max_id: maxIdOf(next) } : {}),
    });
    const { accounts = [], statuses = [], notification_groups: groups = [] } = response.data ?? {};
    yield* put(entitiesImported({ accounts, statuses }));
    yield* put(notificationsExpandSucceeded({ groups, next: response.links.next ?? null, older }));
  } catch (error) {
    yield* put(notificationsExpandFailed());
    yield* call(reportError, error);
  }
}

/** Notifications that could not load (offline at start-up) load once the connection is up. */
function* loadWhenConnected(action: ReturnType<typeof streamingConnected>) {
  const { loaded, isLoading, failed } = yield* select((s: RootState) => s.notifications);
  if (failed && !loaded && !isLoading) yield* put(notificationsExpandRequested());
  else if (action.payload.reconnected && loaded) {
    const { fillGap } = yield* call(() => import('./live'));
    yield* call(fillGap);
  }
}

const isNotificationEvent = (event: { type: string; event?: string }) =>
  event.type === 'other' && (event.event === 'notification' || event.event === 'notifications_merged');

/** Streamed notifications are grouped by code loaded on the first one. */
function* receiveStreamed(action: ReturnType<typeof streamingEventsReceived>) {
  if (!action.payload.events.some(isNotificationEvent)) return;
  const live = yield* call(() => import('./live'));
  yield* call(live.receiveStreamed, action.payload);
}

/** Back at the top after too much arrived: the list loads afresh. */
function* reloadIfStale(action: ReturnType<typeof notificationsTopChanged>) {
  if (action.payload && (yield* select((s: RootState) => s.notifications.stale)))
    yield* put(notificationsExpandRequested());
}

/** The title and app badge follow the unread count, from when the read markers load (after the first paint). */
function* showUnreadCount() {
  if (typeof document === 'undefined') return;
  yield* take(markersFetchRequested.type);
  const { unreadBadgeSaga } = yield* call(() => import('./unreadBadge'));
  yield* call(unreadBadgeSaga);
}

export function* notificationsSaga() {
  yield* fork(showUnreadCount);
  yield* takeLeading(notificationsExpandRequested.type, expand);
  yield* takeEvery(streamingConnected.type, loadWhenConnected);
  yield* takeEvery(streamingEventsReceived.type, receiveStreamed);
  yield* takeEvery(notificationsTopChanged.type, reloadIfStale);
}
