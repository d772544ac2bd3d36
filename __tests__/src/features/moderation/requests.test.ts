import { entitiesImported } from '../../../../src/domain/importer/actions';
import { moderationIntents } from '../../../../src/domain/moderation';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { modalOpened } from '../../../../src/features/modals/slice';
import { notificationsExpandSucceeded } from '../../../../src/features/notifications/slice';
import { expandSucceeded } from '../../../../src/features/timelines/slice';
import type { NotificationGroup } from '../../../../src/api/entities';
import {
  answer,
  fakeApi,
  makeAccount,
  makeStatus,
  makeTestStore,
  settle,
  signedInAuth,
} from '../../fixtures';

const group = (key: string, accounts: string[]): NotificationGroup => ({
  group_key: key,
  notifications_count: accounts.length,
  type: 'favourite',
  most_recent_notification_id: key,
  sample_account_ids: accounts,
  latest_page_notification_at: '2024-01-01T00:00:00.000Z',
});

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  const troll = makeAccount('7');
  const theirs = makeStatus('20', { account: troll });
  made.store.dispatch(
    entitiesImported({
      statuses: [theirs, makeStatus('21', { account: makeAccount('8'), reblog: theirs }), makeStatus('22')],
    }),
  );
  for (const timelineId of ['home', 'public', 'account:7'])
    made.store.dispatch(
      expandSucceeded({
        timelineId,
        kind: 'initial',
        statusIds: ['22', '21', '20'],
        next: null,
        isPartial: false,
      }),
    );
  made.store.dispatch(
    notificationsExpandSucceeded({
      groups: [group('a', ['7']), group('b', ['7', '9']), group('c', ['9'])],
      next: null,
      older: false,
    }),
  );
  return { ...made, api };
}

const items = (state: ReturnType<ReturnType<typeof setup>['store']['getState']>, id: string) =>
  state.timelines[id]?.items;

describe('mute, block, report and filter from a post', () => {
  it("muting sends the duration and notifications choice; the account's posts and boosts leave every timeline", async () => {
    const { store, api } = setup();
    store.dispatch(modalOpened({ modalType: 'MUTE', modalProps: { accountId: '7', statusId: '20' } }));
    api.post.mockResolvedValue(answer({ id: '7', muting: true }));
    store.dispatch(
      moderationIntents.requested({ kind: 'mute', accountId: '7', notifications: true, duration: 3600 }),
    );
    await settle(6);
    expect(api.post).toHaveBeenCalledWith('/api/v1/accounts/7/mute', {
      json: { notifications: true, duration: 3600 },
    });
    for (const id of ['home', 'public', 'account:7']) expect(items(store.getState(), id)).toEqual(['22']);
    expect(store.getState().notifications.groups.map((g) => [g.group_key, g.sample_account_ids])).toEqual([
      ['b', ['9']],
      ['c', ['9']],
    ]);
    expect(store.getState().modals.stack).toEqual([]);
  });

  it('a mute that keeps notifications leaves the notifications alone', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue(answer({ id: '7', muting: true }));
    store.dispatch(
      moderationIntents.requested({ kind: 'mute', accountId: '7', notifications: false, duration: 0 }),
    );
    await settle(6);
    expect(items(store.getState(), 'home')).toEqual(['22']);
    expect(store.getState().notifications.groups).toHaveLength(3);
  });

  it('blocking posts to block and cleans up posts and notifications', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue(answer({ id: '7', blocking: true }));
    store.dispatch(moderationIntents.requested({ kind: 'block', accountId: '7' }));
    await settle(6);
    expect(api.post).toHaveBeenCalledWith('/api/v1/accounts/7/block');
    expect(items(store.getState(), 'home')).toEqual(['22']);
    expect(store.getState().notifications.groups.map((g) => g.group_key)).toEqual(['b', 'c']);
  });

  it('a failed block changes nothing', async () => {
    const { store, api } = setup();
    api.post.mockRejectedValue(new Error('offline'));
    store.dispatch(moderationIntents.requested({ kind: 'block', accountId: '7' }));
    await settle(6);
    expect(items(store.getState(), 'home')).toEqual(['22', '21', '20']);
  });

  it('a report is sent as the API takes it, then thanked for', async () => {
    const { store, api } = setup();
    store.dispatch(modalOpened({ modalType: 'REPORT', modalProps: { accountId: '7', statusId: '20' } }));
    api.post.mockResolvedValue(answer({ id: 'r1' }));
    const report = {
      account_id: '7',
      status_ids: ['20'],
      comment: 'spam links',
      category: 'violation' as const,
      rule_ids: ['1'],
      forward: true,
    };
    store.dispatch(moderationIntents.requested({ kind: 'report', report }));
    await settle(6);
    expect(api.post).toHaveBeenCalledWith('/api/v1/reports', { json: report });
    expect(store.getState().modals.stack).toEqual([]);
    expect(store.getState().alerts).toHaveLength(1);
  });

  it("the report dialog's candidates: the account's recent posts, without boosts", async () => {
    const { store, api } = setup();
    api.get.mockResolvedValue(answer([makeStatus('30', { account: makeAccount('7') })]));
    store.dispatch(moderationIntents.requested({ kind: 'reportCandidates', accountId: '7' }));
    await settle(6);
    expect(api.get).toHaveBeenCalledWith('/api/v1/accounts/7/statuses', {
      query: { limit: 20, exclude_reblogs: true },
      signal: undefined,
    });
    expect(store.getState().statuses.entities['30']).toBeDefined();
  });

  it('filtering into an existing filter adds the post to it', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue(answer({ id: 'fs1', status_id: '20' }));
    store.dispatch(moderationIntents.requested({ kind: 'filter', statusId: '20', filterId: 'f1' }));
    await settle(6);
    expect(api.post).toHaveBeenCalledWith('/api/v2/filters/f1/statuses', { json: { status_id: '20' } });
  });

  it('filtering into a new filter creates it (everywhere, warn) first', async () => {
    const { store, api } = setup();
    api.post
      .mockResolvedValueOnce(answer({ id: 'f9', title: 'Trolls' }))
      .mockResolvedValueOnce(answer({ id: 'fs1', status_id: '20' }));
    store.dispatch(moderationIntents.requested({ kind: 'filter', statusId: '20', title: 'Trolls' }));
    await settle(6);
    expect(api.post).toHaveBeenNthCalledWith(1, '/api/v2/filters', {
      json: {
        title: 'Trolls',
        context: ['home', 'notifications', 'public', 'thread', 'account'],
        filter_action: 'warn',
      },
    });
    expect(api.post).toHaveBeenNthCalledWith(2, '/api/v2/filters/f9/statuses', { json: { status_id: '20' } });
  });
});
