import type { NotificationPolicy, NotificationRequest, Relationship } from '../../../../src/api/entities';
import { accountHidden } from '../../../../src/domain/events';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import { streamingEventsReceived } from '../../../../src/domain/streamingEvents';
import { notificationsExpandSucceeded } from '../../../../src/features/notifications/slice';
import { relationshipsFetched, selectRelationship } from '../../../../src/features/relationships/slice';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { selectNotificationRequests } from '../../../../src/features/notificationRequests/slice';
import { fakeApi, makeAccount, makeStatus, makeTestStore, signedInAuth } from '../../fixtures';
import { notificationRequestsIntents } from '../../../../src/features/notificationRequests/intents';

const response = <T>(data: T, next?: string) => ({
  data,
  status: 200,
  links: next ? { next } : {},
  headers: new Headers(),
});

const makeRequest = (id: string, accountId: string, count = '2'): NotificationRequest => ({
  id,
  created_at: '2024-05-17T14:45:41.171Z',
  updated_at: '2024-05-17T14:45:41.171Z',
  account: makeAccount(accountId),
  notifications_count: count,
  last_status: makeStatus(`s${id}`, { account: makeAccount(accountId), content: '<p>hello there</p>' }),
});

const makePolicy = (overrides: Partial<NotificationPolicy> = {}): NotificationPolicy => ({
  for_not_following: 'accept',
  for_not_followers: 'accept',
  for_new_accounts: 'accept',
  for_private_mentions: 'filter',
  for_limited_accounts: 'filter',
  summary: { pending_requests_count: 5, pending_notifications_count: 9 },
  ...overrides,
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('condition never held');
};

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth() });
  made.runSaga(lazyFeaturesSaga);
  const slice = () => selectNotificationRequests(made.store.getState());
  return { ...made, api, slice };
}

async function withRequests(ids: string[]) {
  const made = setup();
  made.api.get.mockImplementation(async (path: string) =>
    path === '/api/v2/notifications/policy'
      ? response(makePolicy())
      : response(ids.map((id) => makeRequest(id, `a${id}`))),
  );
  made.store.dispatch(notificationRequestsIntents.policyFetchRequested());
  made.store.dispatch(notificationRequestsIntents.requestsFetchRequested());
  await waitFor(() => made.slice().requests.loaded && made.slice().policy !== null);
  return made;
}

describe('follow requests', () => {
  async function withFollowRequests() {
    const made = setup();
    made.api.get.mockResolvedValueOnce(response([makeAccount('7'), makeAccount('8')]));
    made.store.dispatch(notificationRequestsIntents.followRequestsFetchRequested());
    await waitFor(() => made.slice().followRequests.loaded);
    return made;
  }

  it('lists the accounts who asked, imported into the accounts table', async () => {
    const { api, slice, store } = await withFollowRequests();
    expect(api.get).toHaveBeenCalledWith('/api/v1/follow_requests');
    expect(slice().followRequests.ids).toEqual(['7', '8']);
    expect(store.getState().accounts.entities['7']).toBeDefined();
  });

  it('authorize posts to the account’s authorize endpoint and the request leaves the list', async () => {
    const { api, slice, store } = await withFollowRequests();
    api.post.mockResolvedValueOnce(response({ id: '7', followed_by: true }));
    store.dispatch(
      notificationRequestsIntents.followRequestAnswerRequested({ accountId: '7', authorize: true }),
    );
    await waitFor(() => slice().followRequests.ids.length === 1);
    expect(api.post).toHaveBeenCalledWith('/api/v1/follow_requests/7/authorize');
    expect(slice().followRequests.ids).toEqual(['8']);
  });

  it('reject posts to the account’s reject endpoint and the request leaves the list', async () => {
    const { api, slice, store } = await withFollowRequests();
    api.post.mockResolvedValueOnce(response({ id: '8', followed_by: false }));
    store.dispatch(
      notificationRequestsIntents.followRequestAnswerRequested({ accountId: '8', authorize: false }),
    );
    await waitFor(() => slice().followRequests.ids.length === 1);
    expect(api.post).toHaveBeenCalledWith('/api/v1/follow_requests/8/reject');
    expect(slice().followRequests.ids).toEqual(['7']);
  });

  it('a streamed follow_request puts the requester first in the list, once, and the count moves with it', async () => {
    const { slice, store } = await withFollowRequests();
    const streamed = (accountId: string) =>
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [
          {
            type: 'other',
            event: 'notification',
            stream: ['user:notification'],
            payload: { id: `n${accountId}`, type: 'follow_request', account: makeAccount(accountId) },
          },
        ],
      });
    store.dispatch(streamed('9'));
    expect(slice().followRequests.ids).toEqual(['9', '7', '8']);
    store.dispatch(streamed('8'));
    expect(slice().followRequests.ids).toEqual(['8', '9', '7']);
  });

  const relationship = (overrides: Partial<Relationship>): Relationship =>
    ({
      id: '7',
      following: false,
      followed_by: false,
      requested: false,
      requested_by: true,
      blocking: false,
      muting: false,
      ...overrides,
    }) as Relationship;

  it('Authorize keeps the relationship the server answers with: the one store every button and profile reads shows followed_by, no longer requested_by', async () => {
    const { api, slice, store } = await withFollowRequests();
    store.dispatch(relationshipsFetched({ ids: ['7'], relationships: [relationship({})] }));
    api.post.mockResolvedValueOnce(
      response(relationship({ followed_by: true, requested_by: false, showing_reblogs: true })),
    );
    store.dispatch(
      notificationRequestsIntents.followRequestAnswerRequested({ accountId: '7', authorize: true }),
    );
    await waitFor(() => slice().followRequests.ids.length === 1);
    expect(selectRelationship(store.getState(), '7')).toMatchObject({
      followed_by: true,
      requested_by: false,
      showing_reblogs: true,
    });
  });

  it('Reject with an answer that carries no relationship clears followed_by and requested_by in the store', async () => {
    const { api, slice, store } = await withFollowRequests();
    store.dispatch(
      relationshipsFetched({ ids: ['8'], relationships: [relationship({ id: '8', followed_by: true })] }),
    );
    api.post.mockResolvedValueOnce(response({}));
    store.dispatch(
      notificationRequestsIntents.followRequestAnswerRequested({ accountId: '8', authorize: false }),
    );
    await waitFor(() => slice().followRequests.ids.length === 1);
    expect(selectRelationship(store.getState(), '8')).toMatchObject({
      followed_by: false,
      requested_by: false,
    });
  });

  it("a block ends the account's follow request; a mute leaves it", async () => {
    const { slice, store } = await withFollowRequests();
    const hidden = (accountId: string, blocked: boolean) =>
      accountHidden({ accountId, blocked, notifications: blocked, statusIds: [] });
    store.dispatch(hidden('8', false));
    expect(slice().followRequests.ids).toEqual(['7', '8']);
    store.dispatch(hidden('8', true));
    expect(slice().followRequests.ids).toEqual(['7']);
  });

  it('a refused answer keeps the request listed and shows an alert', async () => {
    const { api, slice, store } = await withFollowRequests();
    api.post.mockRejectedValueOnce(new Error('offline'));
    store.dispatch(
      notificationRequestsIntents.followRequestAnswerRequested({ accountId: '7', authorize: true }),
    );
    await waitFor(() => store.getState().alerts.length > 0);
    expect(slice().followRequests.ids).toEqual(['7', '8']);
  });
});

describe('notification requests', () => {
  it('requests paging follows the Link header: the next page is asked for by its URL and appended', async () => {
    const { api, slice, store } = setup();
    const next = 'http://localhost/api/v1/notifications/requests?max_id=42';
    api.get.mockResolvedValueOnce(response([makeRequest('1', 'a1', '3')], next));
    store.dispatch(notificationRequestsIntents.requestsFetchRequested());
    await waitFor(() => slice().requests.loaded);
    expect(api.get).toHaveBeenLastCalledWith('/api/v1/notifications/requests');
    expect(slice().requestsById['1']).toEqual({
      id: '1',
      accountId: 'a1',
      notificationsCount: 3,
      lastStatusId: 's1',
    });
    expect(store.getState().statuses.entities.s1).toBeDefined();

    api.get.mockResolvedValueOnce(response([makeRequest('2', 'a2')]));
    store.dispatch(notificationRequestsIntents.requestsFetchRequested({ expand: true }));
    await waitFor(() => slice().requests.ids.length === 2);
    expect(api.get).toHaveBeenLastCalledWith(next);
    expect(slice().requests).toMatchObject({ ids: ['1', '2'], next: null, isLoading: false });
  });

  it('expanding requests without a next URL is an error, caught and not shown', async () => {
    const { api, slice, store, actions } = await withRequests(['1']);
    api.get.mockClear();
    store.dispatch(notificationRequestsIntents.requestsFetchRequested({ expand: true }));
    await waitFor(() => actions.some((a) => a.type === 'notificationRequests/pageFailed'));
    expect(api.get).not.toHaveBeenCalled();
    expect(slice().requests).toMatchObject({ ids: ['1'], isLoading: false });
    expect(store.getState().alerts).toEqual([]);
  });

  it('accepting one request uses its own endpoint, it leaves the list and the pending count falls by one', async () => {
    const { api, slice, store } = await withRequests(['1', '2']);
    store.dispatch(notificationRequestsIntents.requestsSettleRequested({ ids: ['1'], accept: true }));
    await waitFor(() => slice().requests.ids.length === 1);
    expect(api.post).toHaveBeenCalledWith('/api/v1/notifications/requests/1/accept');
    expect(slice().policy?.summary.pending_requests_count).toBe(4);
  });

  it('bulk accept posts the selected ids at once and the pending count falls by their number', async () => {
    const { api, slice, store } = await withRequests(['1', '2', '3']);
    store.dispatch(notificationRequestsIntents.requestsSettleRequested({ ids: ['1', '3'], accept: true }));
    await waitFor(() => slice().requests.ids.length === 1);
    expect(api.post).toHaveBeenCalledWith('/api/v1/notifications/requests/accept', {
      json: { id: ['1', '3'] },
    });
    expect(slice().requests.ids).toEqual(['2']);
    expect(slice().requestsById['1']).toBeUndefined();
    expect(slice().policy?.summary.pending_requests_count).toBe(3);
  });

  it('bulk dismiss posts the selected ids at once and the pending count falls by their number', async () => {
    const { api, slice, store } = await withRequests(['1', '2', '3']);
    store.dispatch(notificationRequestsIntents.requestsSettleRequested({ ids: ['2', '3'], accept: false }));
    await waitFor(() => slice().requests.ids.length === 1);
    expect(api.post).toHaveBeenCalledWith('/api/v1/notifications/requests/dismiss', {
      json: { id: ['2', '3'] },
    });
    expect(slice().policy?.summary.pending_requests_count).toBe(3);
  });

  it('a selection of one still goes through the batch endpoint', async () => {
    const { api, slice, store } = await withRequests(['1', '2']);
    store.dispatch(
      notificationRequestsIntents.requestsSettleRequested({ ids: ['2'], accept: false, bulk: true }),
    );
    await waitFor(() => slice().requests.ids.length === 1);
    expect(api.post).toHaveBeenCalledWith('/api/v1/notifications/requests/dismiss', { json: { id: ['2'] } });
  });

  it('a refused bulk dismiss keeps the requests and the count, with an alert', async () => {
    const { api, slice, store } = await withRequests(['1', '2']);
    api.post.mockRejectedValueOnce(new Error('offline'));
    store.dispatch(notificationRequestsIntents.requestsSettleRequested({ ids: ['1', '2'], accept: false }));
    await waitFor(() => store.getState().alerts.length > 0);
    expect(slice().requests.ids).toEqual(['1', '2']);
    expect(slice().policy?.summary.pending_requests_count).toBe(5);
  });
});

describe('notification policy', () => {
  it('a policy change is shown at once, PATCHed alone, and the answer kept', async () => {
    const { api, slice, store } = await withRequests([]);
    let answer: (value: unknown) => void = () => {};
    api.patch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    store.dispatch(
      notificationRequestsIntents.policyUpdateRequested({ field: 'for_not_following', value: 'filter' }),
    );
    await waitFor(() => api.patch.mock.calls.length === 1);
    expect(slice().policy?.for_not_following).toBe('filter');
    expect(api.patch).toHaveBeenCalledWith('/api/v2/notifications/policy', {
      json: { for_not_following: 'filter' },
    });
    answer(
      response(
        makePolicy({
          for_not_following: 'filter',
          summary: { pending_requests_count: 6, pending_notifications_count: 9 },
        }),
      ),
    );
    await waitFor(() => slice().policy?.summary.pending_requests_count === 6);
  });

  it('a refused policy change is reverted with an alert', async () => {
    const { api, slice, store } = await withRequests([]);
    api.patch.mockRejectedValueOnce(new Error('offline'));
    store.dispatch(
      notificationRequestsIntents.policyUpdateRequested({ field: 'for_new_accounts', value: 'drop' }),
    );
    await waitFor(() => store.getState().alerts.length > 0);
    expect(slice().policy?.for_new_accounts).toBe('accept');
  });

  it('a server without the policy endpoint (404) shows no policy and no alert', async () => {
    const { api, slice, store, actions } = setup();
    api.get.mockRejectedValueOnce(new Error('404'));
    store.dispatch(notificationRequestsIntents.policyFetchRequested());
    await waitFor(() => api.get.mock.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(slice().policy).toBeNull();
    expect(store.getState().alerts).toEqual([]);
    expect(actions.some((a) => a.type === 'notificationRequests/policyFetched')).toBe(false);
  });
});

describe('clear all notifications', () => {
  it('clear all posts clear and empties the notifications', async () => {
    const { api, store } = setup();
    store.dispatch(
      notificationsExpandSucceeded({
        groups: [
          {
            group_key: 'g1',
            notifications_count: 1,
            type: 'follow',
            most_recent_notification_id: '1',
            sample_account_ids: ['2'],
          } as never,
        ],
        next: 'http://localhost/api/v2/notifications?max_id=1',
        older: false,
      }),
    );
    api.post.mockResolvedValueOnce(response({}));
    store.dispatch(notificationRequestsIntents.clearNotificationsRequested());
    await waitFor(() => store.getState().notifications.groups.length === 0);
    expect(api.post).toHaveBeenCalledWith('/api/v1/notifications/clear');
    expect(store.getState().notifications.next).toBeNull();
  });

  it('a refused clear keeps the notifications, with an alert', async () => {
    const { api, store } = setup();
    store.dispatch(
      notificationsExpandSucceeded({
        groups: [{ group_key: 'g1', type: 'follow', sample_account_ids: ['2'] } as never],
        next: null,
        older: false,
      }),
    );
    api.post.mockRejectedValueOnce(new Error('offline'));
    store.dispatch(notificationRequestsIntents.clearNotificationsRequested());
    await waitFor(() => store.getState().alerts.length > 0);
    expect(store.getState().notifications.groups).toHaveLength(1);
  });
});
