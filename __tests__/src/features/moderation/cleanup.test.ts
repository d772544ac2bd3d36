import { moderationIntents } from '../../../../src/domain/moderation';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { contextFetched } from '../../../../src/features/contexts/slice';
import { conversationsFetched } from '../../../../src/features/conversations/slice';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { notificationsExpandSucceeded } from '../../../../src/features/notifications/slice';
import {
  notificationsGapFilled,
  notificationsTopChanged,
} from '../../../../src/features/notifications/liveSlice';
import { quotesFetched } from '../../../../src/features/statuses/quotes';
import { statusListFetched } from '../../../../src/features/statusLists/slice';
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
  type: 'mention',
  most_recent_notification_id: key,
  sample_account_ids: accounts,
  latest_page_notification_at: '2024-01-01T00:00:00.000Z',
});

/**
 * The troll (7) wrote 20; 8 boosted it as 21; 9 replied to the troll with 23 (boosted by 8 as 24);
 * 22 is an unrelated post. Every store that lists posts holds some of them.
 */
function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  const troll = makeAccount('7');
  const theirs = makeStatus('20', { account: troll });
  const replyToThem = makeStatus('23', {
    account: makeAccount('9'),
    in_reply_to_id: '20',
    in_reply_to_account_id: '7',
  });
  made.store.dispatch(
    entitiesImported({
      statuses: [
        theirs,
        makeStatus('21', { account: makeAccount('8'), reblog: theirs }),
        makeStatus('22'),
        replyToThem,
        makeStatus('24', { account: makeAccount('8'), reblog: replyToThem }),
      ],
    }),
  );
  for (const timelineId of ['home', 'list:5', 'public'])
    made.store.dispatch(
      expandSucceeded({
        timelineId,
        kind: 'initial',
        statusIds: ['24', '23', '22', '21', '20'],
        next: null,
        isPartial: false,
      }),
    );
  made.store.dispatch(contextFetched({ statusId: '19', ancestors: ['20'], descendants: ['22', '23'] }));
  made.store.dispatch(statusListFetched({ list: 'bookmarks', ids: ['20', '22'], next: null }));
  made.store.dispatch(quotesFetched({ statusId: '5', ids: ['20', '22'], next: null, more: false }));
  made.store.dispatch(
    conversationsFetched({
      conversations: [
        { id: 'c1', unread: true, accountIds: ['7'], lastStatusId: '20' },
        { id: 'c2', unread: false, accountIds: ['9', '7'], lastStatusId: '30' },
        { id: 'c3', unread: false, accountIds: ['9'], lastStatusId: '31' },
      ],
      next: null,
      expand: false,
    }),
  );
  made.store.dispatch(
    notificationsExpandSucceeded({
      groups: [group('a', ['7']), group('b', ['9'])],
      next: null,
      older: false,
    }),
  );
  return { ...made, api };
}

type Store = ReturnType<typeof setup>['store'];
const items = (store: Store, id: string) => store.getState().timelines[id]?.items;
const lazy = <T>(store: Store, key: string) => (store.getState() as unknown as Record<string, T>)[key];

async function block(store: Store, api: ReturnType<typeof fakeApi>) {
  api.post.mockResolvedValue(answer({ id: '7', blocking: true }));
  store.dispatch(moderationIntents.requested({ kind: 'block', accountId: '7' }));
  await settle(6);
}

describe('block and mute clean-up, everywhere at once', () => {
  it('replies to the blocked account leave home and lists, as Mastodon feeds drop them, and stay in public', async () => {
    const { store, api } = setup();
    await block(store, api);
    expect(items(store, 'home')).toEqual(['22']);
    expect(items(store, 'list:5')).toEqual(['22']);
    expect(items(store, 'public')).toEqual(['24', '23', '22']);
  });

  it("the account's posts leave the threads they were in", async () => {
    const { store, api } = setup();
    await block(store, api);
    expect(lazy<Record<string, unknown>>(store, 'contexts')['19']).toEqual({
      ancestors: [],
      descendants: ['22', '23'],
    });
  });

  it("the account's posts leave bookmarks, favourites and quotes lists", async () => {
    const { store, api } = setup();
    await block(store, api);
    expect(lazy<{ bookmarks: { items: string[] } }>(store, 'statusLists').bookmarks.items).toEqual(['22']);
    expect(lazy<Record<string, { items: string[] }>>(store, 'quoteLists')['5']?.items).toEqual(['22']);
  });

  it('every conversation with the account goes, even one with others in it', async () => {
    const { store, api } = setup();
    await block(store, api);
    expect(lazy<{ items: { id: string }[] }>(store, 'conversations').items.map((c) => c.id)).toEqual(['c3']);
  });

  it('a mute also removes its conversations, and keeps notifications when asked to', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue(answer({ id: '7', muting: true }));
    store.dispatch(
      moderationIntents.requested({ kind: 'mute', accountId: '7', notifications: false, duration: 300 }),
    );
    await settle(6);
    expect(lazy<{ items: { id: string }[] }>(store, 'conversations').items.map((c) => c.id)).toEqual(['c3']);
    expect(store.getState().notifications.groups.map((g) => g.group_key)).toEqual(['a', 'b']);
  });

  it('notifications held while the column is scrolled down go too', async () => {
    const { store, api } = setup();
    store.dispatch(notificationsTopChanged(false));
    store.dispatch(notificationsGapFilled({ groups: [group('p', ['7']), group('q', ['9', '7'])] }));
    expect(store.getState().notifications.pending?.map((g) => g.group_key)).toEqual(['p', 'q']);
    await block(store, api);
    expect(store.getState().notifications.pending?.map((g) => [g.group_key, g.sample_account_ids])).toEqual([
      ['q', ['9']],
    ]);
  });
});
