import { call, fork, put, select, take, takeEvery, takeLeading } from 'typed-redux-saga/macro';
import { fetchGroupedNotifications } from '../../api/endpoints/notifications';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts';
import { entitiesImported } from '../../domain/importer/actions';
import { streamingConnected } from '../../domain/streamingEvents';
import { notificationTypeParams } from './fetchParams';
import { markersFetchRequested } from '../markers';
import {
  notificationsExpandFailed,
  notificationsExpandRequested,
  notificationsExpandStarted,
  notificationsExpandSucceeded,
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
function* loadWhenConnected() {
  const { loaded, isLoading, failed } = yield* select((s: RootState) => s.notifications);
  if (failed && !loaded && !isLoading) yield* put(notificationsExpandRequested());
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
  yield* takeEvery(streamingConnected.type, loadWhenConnected);
}
