import { call, put, select } from 'typed-redux-saga/macro';
import type { ApiClient } from '../../api/client';
import type { GroupedNotificationsResults } from '../../api/entities';
import {
  fetchGroupedNotifications,
  type GroupedNotificationsParams,
} from '../../api/endpoints/notifications';
import { fetchNotificationsV1 } from '../../api/endpoints/notificationsV1';
import { isApiError } from '../../api/errors';
import { entitiesImported } from '../../domain/importer/actions';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { capabilityLearned, selectCapability } from '../capabilities/public';
import { loadFilterResults } from '../statuses/public';
import { groupNotificationsPage, v1ParamsOf } from './clientGrouping';
import { groupsFollows, notificationFilterParams } from './filterParams';
import { maxIdOf, pageIsFull, type NewerPage } from './gaps';
import { notificationsReconciled } from './liveSlice';
import { heldGroupsOf } from './reconcile';
import { dbHydrated } from '../../db/actions';
import { readStoredNotifications } from '../../db/notifications';
import {
  notificationsExpandFailed,
  notificationsExpandRequested,
  notificationsExpandSucceeded,
  notificationsExpandStarted,
  notificationsFilterChanged,
} from './slice';

const filterOf = (s: RootState) => JSON.stringify(notificationFilterParams(s.settings.synced.notifications));

interface Page extends NewerPage {
  accounts: GroupedNotificationsResults['accounts'];
  statuses: GroupedNotificationsResults['statuses'];
  /** The server's own link to what is newer than this page. */
  prev: string | null;
}

function* fetchV2(api: ApiClient, params: GroupedNotificationsParams) {
  const response = yield* call(fetchGroupedNotifications, api, params);
  const { accounts = [], statuses = [], notification_groups = [] } = response.data ?? {};
  // A group naming a boost is about the boosted post (see `aboutItsPost`).
  const boosted = new Map(statuses.flatMap((status) => (status.reblog ? [[status.id, status.reblog]] : [])));
  const groups = notification_groups.map((group) => {
    const post = group.status_id ? boosted.get(group.status_id) : undefined;
    return post ? { ...group, status_id: post.id } : group;
  });
  const page: Page = {
    groups,
    accounts,
    statuses,
    next: response.links.next ?? null,
    prev: response.links.prev ?? null,
    full: pageIsFull(groups.length),
  };
  return page;
}

/** A server without v2 (before Mastodon 4.3, or another software): v1, grouped here by the same rules. */
function* fetchV1(api: ApiClient, params: GroupedNotificationsParams) {
  const response = yield* call(fetchNotificationsV1, api, v1ParamsOf(params));
  const groupFollows = groupsFollows(yield* select((s: RootState) => s.settings.synced.notifications));
  const page = groupNotificationsPage(response.data, { groupFollows });
  const count = Array.isArray(response.data) ? response.data.length : 0;
  const result: Page = {
    ...page,
    next: response.links.next ?? null,
    prev: response.links.prev ?? null,
    full: pageIsFull(count),
  };
  return result;
}

/** v2 until the server answers 404 there; from then on, this session goes to v1 at once. */
export function* fetchNotificationsPage(api: ApiClient, params: GroupedNotificationsParams) {
  if ((yield* select(selectCapability, 'notificationsV2')) === 'no') return yield* call(fetchV1, api, params);
  try {
    return yield* call(fetchV2, api, params);
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'http' || error.status !== 404) throw error;
    yield* put(capabilityLearned({ feature: 'notificationsV2', supported: false }));
    return yield* call(fetchV1, api, params);
  }
}

/** Databases whose kept notifications were read: once a session, so what was removed since stays gone. */
const readFrom = new WeakSet<object>();

/** The notifications kept on this device, shown before the first answer (and instead of it offline). */
function* showKept() {
  const { db } = yield* appServices();
  const { loaded, groups } = yield* select((s: RootState) => s.notifications);
  if (readFrom.has(db) || loaded || groups.length > 0) return;
  readFrom.add(db);
  try {
    const kept = yield* call(readStoredNotifications, db);
    if (kept?.notifications && kept.notifications.filter === (yield* select(filterOf))) {
      // Their posts get the results of the filter list the store holds, as the timelines' kept posts did.
      const filters = yield* select((s: RootState) =>
        s.filters.loaded ? Object.values(s.filters.items) : null,
      );
      const filtered = filters
        ? yield* call(() =>
            loadFilterResults().then(
              (m) => m.withKeptFilters(kept, filters),
              () => kept,
            ),
          )
        : kept;
      yield* put(dbHydrated(filtered));
    }
  } catch (error) {
    console.warn('Reading the kept notifications failed.', error);
  }
}

export function* expandNotifications(action: ReturnType<typeof notificationsExpandRequested>) {
  const { api, account } = yield* appServices();
  if (!account) return;
  let older = !!action.payload?.older;
  const next = yield* select((s: RootState) => s.notifications.next);
  if (older && !next) return;
  if (!older) yield* call(showKept);
  const list = yield* select((s: RootState) => s.notifications);
  yield* put(notificationsExpandStarted());
  try {
    const kept = !older && !list.loaded && list.filter === (yield* select(filterOf));
    // The groups kept on this device are checked against the first page, which replaces the since_id
    // request a reconnect would make (`reconcile.ts`).
    const held = kept && list.groups.length > 0 ? heldGroupsOf(list.groups) : null;
    // Kept under another filter: they give way to the list the first page starts.
    if (!older && !list.loaded && !kept && list.groups.length > 0) yield* put(notificationsFilterChanged());
    let filter = yield* select(filterOf);
    let page = yield* call(fetchNotificationsPage, api, {
      ...(older ? { max_id: maxIdOf(next) } : {}),
      ...JSON.parse(filter),
    });
    let sameList = true;
    // The filter changed while the page loaded: it belongs to the old list; the new list loads instead.
    while ((yield* select(filterOf)) !== filter) {
      older = false;
      sameList = false;
      filter = yield* select(filterOf);
      page = yield* call(fetchNotificationsPage, api, JSON.parse(filter));
    }
    const { accounts, statuses, groups } = page;
    yield* put(entitiesImported({ accounts, statuses }));
    if (held && sameList) {
      const { next: pageNext, full, prev } = page;
      yield* put(notificationsReconciled({ page: { groups, next: pageNext, full }, held, filter, prev }));
      return;
    }
    yield* put(notificationsExpandSucceeded({ groups, next: page.next, prev: page.prev, older, filter }));
  } catch (error) {
    yield* put(notificationsExpandFailed());
    yield* call(reportError, error);
  }
}
