import { call, put, select } from 'typed-redux-saga/macro';
import type { ApiResponse } from '../../api/client';
import type { Account, Notification, NotificationRequest } from '../../api/entities';
import {
  answerFollowRequest,
  clearNotifications,
  fetchFilteredNotificationsFrom,
  fetchFollowRequests,
  fetchNotificationPolicy,
  fetchNotificationRequest,
  fetchNotificationRequests,
  settleNotificationRequests,
  updateNotificationPolicy,
} from '../../api/endpoints/notificationRequests';
import { followRequestAnswered, followRequestAnswerFailed } from '../../domain/events';
import { entitiesImported } from '../../domain/importer/actions';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import {
  pageFailed,
  pageFetched,
  pageStarted,
  policyChanged,
  policyFetched,
  requestNotificationsFetched,
  requestsReceived,
  requestsSettled,
  selectNotificationRequests,
  type FilteredNotification,
  type RequestRecord,
} from './slice';
import { notificationsCleared } from '../../domain/events';
import type { IntentHandlers } from '../../store/feature';
import type { notificationRequestsIntents } from './intents';

/** Asking for a next page that the last one did not link to: a caller's mistake, never the user's. */
export class NoNextPageError extends Error {
  constructor(kind: string) {
    super(`No next page of ${kind} to expand`);
    this.name = 'NoNextPageError';
  }
}

const asArray = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);
const hasId = (value: unknown): value is { id: string } =>
  !!value && typeof (value as { id?: unknown }).id === 'string';

function toRequestRecord(request: NotificationRequest): RequestRecord | null {
  if (!hasId(request) || !hasId(request.account)) return null;
  const count = Number(request.notifications_count);
  return {
    id: request.id,
    accountId: request.account.id,
    notificationsCount: Number.isFinite(count) ? count : 0,
    lastStatusId: hasId(request.last_status) ? request.last_status.id : null,
  };
}

function* importRequests(requests: NotificationRequest[]) {
  const records = requests.map(toRequestRecord).filter((r): r is RequestRecord => r !== null);
  yield* put(
    entitiesImported({
      accounts: requests.flatMap((r) => (hasId(r?.account) ? [r.account] : [])),
      statuses: requests.flatMap((r) => (hasId(r?.last_status) ? [r.last_status] : [])),
    }),
  );
  yield* put(requestsReceived(records));
  return records;
}

/** The first page, or the next one through the Link header; a failure leaves the list as it was. */
function* fetchPage(kind: 'followRequests' | 'requests', expand: boolean) {
  const { api } = yield* appServices();
  const next = (yield* select(selectNotificationRequests))[kind].next;
  yield* put(pageStarted({ kind }));
  try {
    if (expand && !next) throw new NoNextPageError(kind);
    let response: ApiResponse<unknown>;
    let ids: string[];
    if (kind === 'followRequests') {
      response = yield* call(fetchFollowRequests, api, expand && next ? next : undefined);
      const accounts = asArray<Account>(response.data).filter(hasId);
      yield* put(entitiesImported({ accounts }));
      ids = accounts.map((account) => account.id);
    } else {
      response = yield* call(fetchNotificationRequests, api, expand && next ? next : undefined);
      ids = (yield* importRequests(asArray<NotificationRequest>(response.data))).map((r) => r.id);
    }
    yield* put(pageFetched({ kind, ids, next: response.links.next ?? null, expand }));
  } catch (error) {
    yield* put(pageFailed({ kind }));
    if (!(error instanceof NoNextPageError)) yield* call(reportError, error);
  }
}

/** The relationship the server answers with is kept: every button and profile reads it. */
function* answer({ accountId, authorize }: { accountId: string; authorize: boolean }) {
  const { api } = yield* appServices();
  try {
    const { data } = yield* call(answerFollowRequest, api, accountId, authorize);
    const relationship = hasId(data) ? { ...data, id: accountId } : undefined;
    yield* put(followRequestAnswered({ accountId, authorize, relationship }));
  } catch (error) {
    yield* put(followRequestAnswerFailed({ accountId }));
    yield* call(reportError, error);
  }
}

function* fetchRequest({ id }: { id: string }) {
  const { api } = yield* appServices();
  try {
    const known = (yield* select(selectNotificationRequests)).requestsById[id];
    const accountId =
      known?.accountId ??
      (yield* importRequests([(yield* call(fetchNotificationRequest, api, id)).data]))[0]?.accountId;
    if (!accountId) return;
    const notifications = asArray<Notification>(
      (yield* call(fetchFilteredNotificationsFrom, api, accountId)).data,
    ).filter(hasId);
    yield* put(
      entitiesImported({
        accounts: notifications.flatMap((n) => (hasId(n.account) ? [n.account] : [])),
        statuses: notifications.flatMap((n) => (hasId(n.status) ? [n.status] : [])),
      }),
    );
    const records: FilteredNotification[] = notifications.map((n) => ({
      id: n.id,
      type: typeof n.type === 'string' ? n.type : '',
      accountId: hasId(n.account) ? n.account.id : null,
      statusId: hasId(n.status) ? n.status.id : null,
    }));
    yield* put(requestNotificationsFetched({ requestId: id, notifications: records }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* settle({
  ids,
  accept,
  bulk,
}: ReturnType<typeof notificationRequestsIntents.requestsSettleRequested>['payload']) {
  if (ids.length === 0) return;
  const { api } = yield* appServices();
  try {
    yield* call(settleNotificationRequests, api, ids, accept, bulk);
    yield* put(requestsSettled({ ids }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* fetchPolicy() {
  const { api } = yield* appServices();
  try {
    const { data } = yield* call(fetchNotificationPolicy, api);
    if (data && typeof data === 'object') yield* put(policyFetched(data));
  } catch {
    // A server without filtered notifications (older than Mastodon 4.3) answers 404: nothing to show.
  }
}

/** Shown at once, saved, and put back as it was with an alert when the server refuses. */
function* updatePolicy({
  field,
  value,
}: ReturnType<typeof notificationRequestsIntents.policyUpdateRequested>['payload']) {
  const { api } = yield* appServices();
  const previous = (yield* select(selectNotificationRequests)).policy?.[field];
  if (previous === undefined || previous === value) return;
  yield* put(policyChanged({ field, value }));
  try {
    const { data } = yield* call(updateNotificationPolicy, api, { [field]: value });
    if (data && typeof data === 'object') yield* put(policyFetched(data));
  } catch (error) {
    yield* put(policyChanged({ field, value: previous }));
    yield* call(reportError, error);
  }
}

function* clearAll() {
  const { api } = yield* appServices();
  try {
    yield* call(clearNotifications, api);
    yield* put(notificationsCleared());
  } catch (error) {
    yield* call(reportError, error);
  }
}

/** A handler for each intent of this feature. */
export const handlers: IntentHandlers<typeof notificationRequestsIntents> = {
  *followRequestsFetchRequested({ payload }) {
    yield* call(fetchPage, 'followRequests' as const, !!payload?.expand);
  },
  *requestsFetchRequested({ payload }) {
    yield* call(fetchPage, 'requests' as const, !!payload?.expand);
  },
  *followRequestAnswerRequested({ payload }) {
    yield* call(answer, payload);
  },
  *requestFetchRequested({ payload }) {
    yield* call(fetchRequest, payload);
  },
  *requestsSettleRequested({ payload }) {
    yield* call(settle, payload);
  },
  *policyFetchRequested() {
    yield* call(fetchPolicy);
  },
  *policyUpdateRequested({ payload }) {
    yield* call(updatePolicy, payload);
  },
  *clearNotificationsRequested() {
    yield* call(clearAll);
  },
};
