import { call, fork, put, select, takeEvery } from 'typed-redux-saga/macro';
import type { Notification } from '../../api/entities';
import { fetchNotificationsPage } from './expand';
import { entitiesImported } from '../../domain/importer/actions';
import { normalizeEntities } from '../../domain/importer/normalize';
import {
  addStreamBatchPreparer,
  streamingConnected,
  streamingEventsReceived,
  type StreamBatch,
} from '../../domain/streamingEvents';
import { notificationsPolled, pollDue } from '../../domain/pollingEvents';
import type { ApiClient } from '../../api/client';
import type { GroupedNotificationsParams } from '../../api/endpoints/notifications';
import { unreadBadgeSaga } from './unreadBadge';
import {
  notificationsGapFilled,
  notificationsGapLoaded,
  notificationsGapLoadFailed,
  notificationsGapLoadRequested,
  notificationsReconciled,
  notificationsTopChanged,
} from './liveSlice';
import { heldGroupsOf } from './reconcile';
import { gapBelow } from './gaps';

// The column's scroll and read tracking shares this chunk.
export { liveNotificationsReducer, notificationsStreamed, notificationsTopChanged } from './liveSlice';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { selectCapability } from '../capabilities/public';
import { isApiError } from '../../api/errors';
import { groupsFollows, notificationFilterParams, notificationTypeListed } from './filterParams';
import { aboutItsPost, newestPageId } from './grouping';
import { playNotificationSound, soundFor } from './sound';
import { notificationsExpandRequested } from './slice';

const isNotification = (value: unknown): value is Notification =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Notification).id === 'string' &&
  typeof (value as Notification).type === 'string';

const selectNotificationSettings = (state: RootState) => state.settings.synced.notifications;

/**
 * Adds to a streamed batch, before it is dispatched, the notifications the column lists and how they
 * group, with their accounts and posts among its entities: the groups change in the same store update
 * as the timelines. Every account comes, shown or not: a follow request the column does not list still
 * heads the requests' list.
 */
export function withStreamedNotifications(batch: StreamBatch, state: RootState): StreamBatch {
  const notifications: Notification[] = [];
  for (const event of batch.events) {
    if (event.type === 'other' && event.event === 'notification' && isNotification(event.payload))
      notifications.push(aboutItsPost(event.payload));
  }
  if (notifications.length === 0) return batch;
  const settings = selectNotificationSettings(state);
  const shown = notifications.filter((notification) => notificationTypeListed(settings, notification.type));
  const added = normalizeEntities({
    accounts: notifications.flatMap((n) => (n.account ? [n.account] : [])),
    statuses: shown.flatMap((n) => (n.status ? [n.status] : [])),
  });
  const { entities } = batch;
  return {
    ...batch,
    entities: {
      statuses: [...entities.statuses, ...added.statuses],
      accounts: [...entities.accounts, ...added.accounts],
      polls: [...entities.polls, ...added.polls],
    },
    ...(shown.length > 0 ? { notifications: { items: shown, groupFollows: groupsFollows(settings) } } : {}),
  };
}

/** Streamed notifications (already in their groups) play the tone; a merge of accepted requests reloads the list. */
export function* receiveStreamed(batch: StreamBatch) {
  if (batch.events.some((event) => event.type === 'other' && event.event === 'notifications_merged'))
    yield* put(notificationsExpandRequested());
  const shown = batch.notifications?.items ?? [];
  if (shown.length === 0) return;
  const settings = yield* select(selectNotificationSettings);
  if (
    soundFor(
      shown.map((notification) => notification.type),
      settings.sounds,
    )
  )
    yield* call(playNotificationSound);
}

/** The servers (by their client) that refused an id as a cursor: asked by the links they gave from then on. */
const refusingIds = new WeakSet<ApiClient>();

/** The cursor of the server's own `prev` link (what is newer than the page it came with). */
function cursorOf(link: string | null | undefined): GroupedNotificationsParams | null {
  if (!link) return null;
  const query = new URL(link, 'http://x').searchParams;
  const minId = query.get('min_id');
  const sinceId = query.get('since_id');
  return minId ? { min_id: minId } : sinceId ? { since_id: sinceId } : null;
}

/**
 * At a poll, what arrived since the newest group is fetched. A server that
 * refuses that id (Hollo answers 500 to an id it does not page by) is asked as its own `prev` link
 * says, else for its newest page. A page as full as the server serves, asked for what is newer than the
 * newest group (not from the server's `min_id`, which pages up from there), leaves a gap below it, loaded
 * with "Load more" as Mastodon's web UI does. Returns whether it failed; `quiet`, without a word.
 */
export function* fillGap(quiet = false) {
  const state = yield* select((s: RootState) => s.notifications);
  if (!state.loaded || state.isLoading) return false;
  const newest = newestPageId(state.groups);
  if (!newest) {
    yield* put(notificationsExpandRequested());
    return false;
  }
  const { api } = yield* appServices();
  const filter = notificationFilterParams(yield* select(selectNotificationSettings));
  const linked = cursorOf(state.prev) ?? {};
  try {
    let params: GroupedNotificationsParams = refusingIds.has(api)
      ? { ...linked, ...filter }
      : { since_id: newest, ...filter };
    let page;
    try {
      // Through the v1 fallback where the server has no grouped notifications.
      page = yield* call(fetchNotificationsPage, api, params);
    } catch (error) {
      // Not an id refused: asked again after the last poll failed (the server's own link too), a v1
      // page (asked by a notification's own id), an aborted or unauthorised call.
      if (
        quiet ||
        refusingIds.has(api) ||
        (yield* select(selectCapability, 'notificationsV2')) === 'no' ||
        (isApiError(error) && (error.isAbort || error.status === 401))
      )
        throw error;
      params = { ...linked, ...filter };
      page = yield* call(fetchNotificationsPage, api, params);
      refusingIds.add(api);
    }
    const { accounts, statuses, groups, prev } = page;
    if (groups.length > 0) {
      yield* put(entitiesImported({ accounts, statuses }));
      const gap = params.min_id ? null : gapBelow(page, newest);
      yield* put(notificationsGapFilled({ groups, prev, gap }));
    }
    return false;
  } catch (error) {
    if (!quiet) yield* call(reportError, error);
    return true;
  }
}

/** "Load more" in a gap: the newest page below its top, down to its bottom at most. */
function* loadGap({ payload: gap }: ReturnType<typeof notificationsGapLoadRequested>) {
  const { api } = yield* appServices();
  const settings = yield* select(selectNotificationSettings);
  try {
    const page = yield* call(fetchNotificationsPage, api, {
      max_id: gap.maxId,
      since_id: gap.sinceId,
      ...notificationFilterParams(settings),
    });
    yield* put(entitiesImported({ accounts: page.accounts, statuses: page.statuses }));
    yield* put(
      notificationsGapLoaded({ gap, page: { groups: page.groups, next: page.next, full: page.full } }),
    );
  } catch (error) {
    yield* put(notificationsGapLoadFailed(gap));
    yield* call(reportError, error);
  }
}

function* onStreamed(action: ReturnType<typeof streamingEventsReceived>) {
  yield* call(receiveStreamed, action.payload);
}

/**
 * After the stream was down, the current first page, reconciled with the groups held (`reconcile.ts`):
 * what was dismissed, deleted or hidden meanwhile goes, the returned groups are renewed, the new ones
 * arrive as a since_id request would bring them.
 */
export function* reconcileAfterReconnect() {
  const state = yield* select((s: RootState) => s.notifications);
  if (!state.loaded || state.isLoading) return;
  if (state.groups.length === 0) {
    yield* put(notificationsExpandRequested());
    return;
  }
  const { api } = yield* appServices();
  const held = heldGroupsOf([...state.groups, ...(state.pending ?? [])]);
  try {
    const filter = notificationFilterParams(yield* select(selectNotificationSettings));
    const page = yield* call(fetchNotificationsPage, api, filter);
    const { accounts, statuses, groups, next, full, prev } = page;
    yield* put(entitiesImported({ accounts, statuses }));
    yield* put(notificationsReconciled({ page: { groups, next, full }, held, prev }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* onConnected(action: ReturnType<typeof streamingConnected>) {
  if (action.payload.reconnected) yield* call(reconcileAfterReconnect);
}

/** Polled instead of streamed: what arrived since the newest group, or the list that could not load. */
function* onPolled(action: ReturnType<typeof pollDue>) {
  const { loaded, isLoading, failed } = yield* select((s: RootState) => s.notifications);
  if (failed && !loaded && !isLoading) yield* put(notificationsExpandRequested());
  else yield* put(notificationsPolled({ failed: yield* call(fillGap, !!action.payload?.quiet) }));
}

/** Back at the top after too much arrived: the list loads afresh. */
function* reloadIfStale(action: ReturnType<typeof notificationsTopChanged>) {
  if (action.payload && (yield* select((s: RootState) => s.notifications.stale)))
    yield* put(notificationsExpandRequested());
}

/** Streamed notifications, the gap after a reconnect, the unread count in the title and app badge. */
export function* liveNotificationsSaga() {
  yield* call(addStreamBatchPreparer, withStreamedNotifications);
  if (typeof document !== 'undefined') yield* fork(unreadBadgeSaga);
  yield* takeEvery(streamingEventsReceived.type, onStreamed);
  yield* takeEvery(streamingConnected.type, onConnected);
  yield* takeEvery(pollDue.type, onPolled);
  yield* takeEvery(notificationsTopChanged.type, reloadIfStale);
  yield* takeEvery(notificationsGapLoadRequested.type, loadGap);
}

/** A feature of the registry with no intents: it starts once the first screen is drawn. */
export const handlers = {};
export { liveNotificationsSaga as saga };
