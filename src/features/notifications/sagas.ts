import { call, fork, put, select, take, takeEvery, takeLeading } from 'typed-redux-saga/macro';
import type { RootState } from '../../store/types';
import { streamingConnected } from '../../domain/streamingEvents';
import { notificationFilterParams } from './filterParams';
import { markersFetchRequested } from '../markers/public';
import { notificationsExpandRequested, notificationsFilterChanged } from './slice';
import { dbHydrated } from '../../db/actions';
import { settingChanged, settingsLoaded } from '../settings/public';

// The live updates' reducer extends the list's as this loads, before this saga or its workers dispatch.
import './liveSlice';

const filterOf = (s: RootState) => JSON.stringify(notificationFilterParams(s.settings.synced.notifications));

/** The list's loader (and its fallbacks for servers without v2) comes with the first load of the column. */
function* expand(action: ReturnType<typeof notificationsExpandRequested>) {
  const { expandNotifications } = yield* call(() => import('./expand'));
  yield* call(expandNotifications, action);
}

/** A quick filter chosen, or a type shown or hidden (here or on another device): the list loads again. */
function* reloadOnFilterChange() {
  const { loaded, isLoading, filter } = yield* select((s: RootState) => s.notifications);
  if (!loaded || isLoading || filter === undefined || (yield* select(filterOf)) === filter) return;
  yield* put(notificationsFilterChanged());
  yield* put(notificationsExpandRequested());
}

/** Notifications that could not load (offline at start-up) load once the connection is up. */
function* loadWhenConnected() {
  const { loaded, isLoading, failed } = yield* select((s: RootState) => s.notifications);
  if (failed && !loaded && !isLoading) yield* put(notificationsExpandRequested());
}

/** Live updates, the unread title and app badge: loaded with the read markers, after the first paint. */
function* startLive() {
  yield* take(markersFetchRequested.type);
  const { liveNotificationsSaga } = yield* call(
    () => import(/* webpackChunkName: "notifications-live" */ './live'),
  );
  yield* call(liveNotificationsSaga);
}

export function* notificationsSaga() {
  yield* fork(startLive);
  yield* takeLeading(notificationsExpandRequested.type, expand);
  yield* takeEvery(streamingConnected.type, loadWhenConnected);
  yield* takeEvery([settingChanged, settingsLoaded, dbHydrated], reloadOnFilterChange);
}
