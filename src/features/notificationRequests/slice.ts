import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationPolicy } from '../../api/entities';

/** A page of ids; `next` is the Link header's next page URL. */
export interface PagedIds {
  ids: string[];
  next: string | null;
  loaded: boolean;
  isLoading: boolean;
}

/** A filtered-notifications request, its account and last post in the entity tables. */
export interface RequestRecord {
  id: string;
  accountId: string;
  notificationsCount: number;
  lastStatusId: string | null;
}

/** One notification of a request, its account and post in the entity tables. */
export interface FilteredNotification {
  id: string;
  type: string;
  accountId: string | null;
  statusId: string | null;
}

export type PolicyField =
  | 'for_not_following'
  | 'for_not_followers'
  | 'for_new_accounts'
  | 'for_private_mentions'
  | 'for_limited_accounts';
export type PolicyValue = 'accept' | 'filter' | 'drop';

export interface NotificationRequestsState {
  followRequests: PagedIds;
  requests: PagedIds;
  requestsById: Record<string, RequestRecord>;
  notificationsOf: Record<string, FilteredNotification[]>;
  policy: NotificationPolicy | null;
}

const emptyPage = (): PagedIds => ({ ids: [], next: null, loaded: false, isLoading: false });

export const initialNotificationRequestsState: NotificationRequestsState = {
  followRequests: emptyPage(),
  requests: emptyPage(),
  requestsById: {},
  notificationsOf: {},
  policy: null,
};

type PageKind = 'followRequests' | 'requests';

// Intents: the watcher in ./sagas matches every `notificationRequests/*Requested` type.
export const followRequestsFetchRequested = createAction<{ expand?: boolean } | undefined>(
  'notificationRequests/followRequestsFetchRequested',
);
export const followRequestAnswerRequested = createAction<{ accountId: string; authorize: boolean }>(
  'notificationRequests/followRequestAnswerRequested',
);
export const requestsFetchRequested = createAction<{ expand?: boolean } | undefined>(
  'notificationRequests/requestsFetchRequested',
);
export const requestFetchRequested = createAction<{ id: string }>(
  'notificationRequests/requestFetchRequested',
);
export const requestsSettleRequested = createAction<{ ids: string[]; accept: boolean; bulk?: boolean }>(
  'notificationRequests/requestsSettleRequested',
);
export const policyFetchRequested = createAction('notificationRequests/policyFetchRequested');
export const policyUpdateRequested = createAction<{ field: PolicyField; value: PolicyValue }>(
  'notificationRequests/policyUpdateRequested',
);
export const clearNotificationsRequested = createAction('notificationRequests/clearNotificationsRequested');

const notificationRequestsSlice = createSlice({
  name: 'notificationRequests',
  initialState: initialNotificationRequestsState,
  reducers: {
    pageStarted(state, { payload }: PayloadAction<{ kind: PageKind }>) {
      state[payload.kind].isLoading = true;
    },
    pageFetched(
      state,
      { payload }: PayloadAction<{ kind: PageKind; ids: string[]; next: string | null; expand: boolean }>,
    ) {
      const page = state[payload.kind];
      page.ids = [...new Set([...(payload.expand ? page.ids : []), ...payload.ids])];
      page.next = payload.next;
      page.loaded = true;
      page.isLoading = false;
    },
    pageFailed(state, { payload }: PayloadAction<{ kind: PageKind }>) {
      state[payload.kind].isLoading = false;
    },
    requestsReceived(state, { payload }: PayloadAction<RequestRecord[]>) {
      for (const request of payload) state.requestsById[request.id] = request;
    },
    requestNotificationsFetched(
      state,
      { payload }: PayloadAction<{ requestId: string; notifications: FilteredNotification[] }>,
    ) {
      state.notificationsOf[payload.requestId] = payload.notifications;
    },
    followRequestAnswered(state, { payload }: PayloadAction<{ accountId: string }>) {
      state.followRequests.ids = state.followRequests.ids.filter((id) => id !== payload.accountId);
    },
    requestsSettled(state, { payload }: PayloadAction<{ ids: string[] }>) {
      const gone = new Set(payload.ids);
      const before = state.requests.ids.length;
      state.requests.ids = state.requests.ids.filter((id) => !gone.has(id));
      for (const id of payload.ids) delete state.requestsById[id];
      const summary = state.policy?.summary;
      if (summary) {
        // Requests not listed yet were settled too: the count falls by what was asked, not what was seen.
        const settled = Math.max(payload.ids.length, before - state.requests.ids.length);
        summary.pending_requests_count = Math.max(0, (summary.pending_requests_count ?? 0) - settled);
      }
    },
    policyFetched(state, { payload }: PayloadAction<NotificationPolicy>) {
      state.policy = payload;
    },
    policyChanged(state, { payload }: PayloadAction<{ field: PolicyField; value: string }>) {
      if (state.policy) state.policy[payload.field] = payload.value;
    },
  },
});

export const {
  pageStarted,
  pageFetched,
  pageFailed,
  requestsReceived,
  requestNotificationsFetched,
  followRequestAnswered,
  requestsSettled,
  policyFetched,
  policyChanged,
} = notificationRequestsSlice.actions;
export const notificationRequestsReducer = notificationRequestsSlice.reducer;

/** The slice joins the store when one of its views first opens (it is not in `RootState`). */
export const selectNotificationRequests = (state: object): NotificationRequestsState =>
  (state as { notificationRequests?: NotificationRequestsState }).notificationRequests ??
  initialNotificationRequestsState;
