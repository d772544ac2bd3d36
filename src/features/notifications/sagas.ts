import { call, fork, put, select, take, takeEvery, takeLeading } from 'typed-redux-saga/macro';
import { fetchGroupedNotifications } from '../../api/endpoints/notifications';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts';
import { entitiesImported } from '../../domain/importer/actions';
import { streamingConnected } from '../../domain/streamingEvents';
import { notificationFilterParams } from './filterParams';
import { markersFetchRequested } from '../markers';
import {
  notificationsExpandFailed,
  notificationsExpandRequested,
  notificationsExpandStarted,
  notificationsExpandSucceeded,
  notificationsFilterChanged,
} from './slice';

const maxIdOf = (next: string | null) =>
  next ? (new URL(next, 'http://x').searchParams.get('max_id') ?? undefined) : undefined;

const filterOf = (s: RootState) => JSON.stringify(notificationFilterParams(s.settings.synced.notifications));

function* expand(action: ReturnType<typeof notificationsExpandRequested>) {
  const { api, account } = yield* appServices();
  if (!account) return;
  let older = !!action.payload?.older;
  const next = yield* select((s: RootState) => s.notifications.next);
  if (older && !next) return;
  yield* put(notificationsExpandStarted());
  try {
    let filter = yield* select(filterOf);
    let response = yield* call(fetchGroupedNotifications, api, {
      ...(older ? { max_id: maxIdOf(next) } : {}),
      ...JSON.parse(filter),
    });
    // The filter changed while the page loaded: it belongs to the old list; the new list loads instead.
    while ((yield* select(filterOf)) !== filter) {
      older = false;
      filter = yield* select(filterOf);
      response = yield* call(fetchGroupedNotifications, api, JSON.parse(filter));
    }
    const { accounts = [], statuses = [], notification_groups: groups = [] } = response.data ?? {};
    yield* put(entitiesImported({ accounts, statuses }));
    yield* put(notificationsExpandSucceeded({ groups, next: response.links.next ?? null, older, filter }));
  } catch (error) {
    yield* put(notificationsExpandFailed());
    yield* call(reportError, error);
  }
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

/** Answers and follows from notification rows: their worker loads with the column's body. */
function* rowAction(action: { type: string; payload: unknown }) {
  const { handleRowAction } = yield* call(() => import('./rowSagas'));
  yield* call(handleRowAction, action);
}

/** Live updates, the unread title and app badge: loaded with the read markers, after the first paint. */
function* startLive() {
  yield* take(markersFetchRequested.type);
  const { liveNotificationsSaga } = yield* call(() => import('./live'));
  yield* call(liveNotificationsSaga);
}

export function* notificationsSaga() {
  yield* fork(startLive);
  yield* takeLeading(notificationsExpandRequested.type, expand);
  yield* takeEvery(
    (action: { type: string }) => action.type.startsWith('notificationRows/request'),
    rowAction,
  );
  yield* takeEvery(streamingConnected.type, loadWhenConnected);
  yield* takeEvery(['settings/changed', 'settings/loaded', 'db/hydrated'], reloadOnFilterChange);
}
