import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationPolicy } from '../../api/entities';
import { accountHidden, followRequestAnswered } from '../../domain/events';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import { injectLazySlice } from '../../store/feature';

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

declare module '../../store/rootReducer' {
  interface LazyState {
    notificationRequests: NotificationRequestsState;
  }
}

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

const withoutId = (ids: string[], id: string) => ids.filter((other) => other !== id);

/** The account of a streamed `follow_request` notification. */
function followRequesterOf(event: { event: string; payload: unknown }): string | undefined {
  if (event.event !== 'notification') return undefined;
  const notification = event.payload as { type?: unknown; account?: { id?: unknown } } | null;
  const id = notification?.type === 'follow_request' ? notification.account?.id : undefined;
  return typeof id === 'string' ? id : undefined;
}

const slice = createSlice({
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
  extraReducers: (builder) => {
    builder
      // A streamed follow request puts its account first in the list (and the navigation's count moves).
      .addCase(streamingEventsReceived, (state, { payload }) => {
        for (const event of payload.events) {
          const accountId = event.type === 'other' ? followRequesterOf(event) : undefined;
          if (accountId)
            state.followRequests.ids = [accountId, ...withoutId(state.followRequests.ids, accountId)];
        }
      })
      .addCase(followRequestAnswered, (state, { payload }) => {
        state.followRequests.ids = withoutId(state.followRequests.ids, payload.accountId);
      })
      // A blocked account's follow request ends with the block; its filtered notifications go with it.
      .addCase(accountHidden, (state, { payload }) => {
        if (payload.blocked)
          state.followRequests.ids = withoutId(state.followRequests.ids, payload.accountId);
        if (!payload.notifications) return;
        const gone = state.requests.ids.filter(
          (id) => state.requestsById[id]?.accountId === payload.accountId,
        );
        state.requests.ids = state.requests.ids.filter((id) => !gone.includes(id));
        for (const id of gone) delete state.requestsById[id];
      });
  },
  selectors: {
    selectNotificationRequests: (state): NotificationRequestsState => state,
  },
});

const notificationRequestsSlice = injectLazySlice(slice);

export const {
  pageStarted,
  pageFetched,
  pageFailed,
  requestsReceived,
  requestNotificationsFetched,
  requestsSettled,
  policyFetched,
  policyChanged,
} = notificationRequestsSlice.actions;
export const notificationRequestsReducer = notificationRequestsSlice.reducer;

export const { selectNotificationRequests } = notificationRequestsSlice.selectors;
