import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Account, NotificationGroup, Status } from '../../../src/api/entities';
import { I18nProvider } from '../../../src/app/i18n';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { NotificationsBody } from '../../../src/features/notifications/components/NotificationsBody';
import {
  notificationsExpandRequested,
  notificationsExpandSucceeded,
} from '../../../src/features/notifications/slice';
import { settingChanged } from '../../../src/features/settings/public';
import { lazyFeaturesSaga } from '../../../src/store/lazyFeatures';
import {
  fakeApi,
  flush,
  makeAccount,
  makeStatus,
  makeTestStore,
  notificationFeatures,
  settle,
  signedInAuth,
} from '../fixtures';

const alice = makeAccount('7', { display_name: 'Alice', acct: 'alice', username: 'alice' });
const bob = makeAccount('8', { display_name: 'Bob', acct: 'bob', username: 'bob' });
const me = makeAccount('1', { display_name: 'Me', acct: 'me', username: 'me' });
const myPost = makeStatus('50', { account: me, content: '<p>My own post</p>' });

let sequence = 0;
function group(
  type: string,
  overrides: Partial<NotificationGroup> & Record<string, unknown> = {},
): NotificationGroup {
  sequence += 1;
  return {
    group_key: `${type}-${sequence}`,
    most_recent_notification_id: String(1000 - sequence),
    notifications_count: 1,
    type: type as NotificationGroup['type'],
    sample_account_ids: ['7'],
    ...overrides,
  };
}

function setup(groups: NotificationGroup[], more: { accounts?: Account[]; statuses?: Status[] } = {}) {
  const api = fakeApi();
  api.get.mockResolvedValue({ data: [], status: 200, links: {}, headers: new Headers() });
  api.post.mockResolvedValue({ data: {}, status: 200, links: {}, headers: new Headers() });
  const made = makeTestStore(
    {
      api,
      account: {
        key: '1@localhost',
        accountId: '1',
        domain: 'localhost',
        baseUrl: 'http://localhost',
        token: 't',
        acct: 'me@localhost',
        avatar: '',
      },
    },
    { auth: signedInAuth('1') },
  );
  made.runSaga(notificationFeatures);
  // Answers go through the follow requests' workers, Follow back through the relationships store's.
  made.runSaga(lazyFeaturesSaga);
  made.store.dispatch(
    entitiesImported({
      accounts: [alice, bob, me, ...(more.accounts ?? [])],
      statuses: [myPost, ...(more.statuses ?? [])],
    }),
  );
  made.store.dispatch(notificationsExpandSucceeded({ groups, next: null, older: false }));
  const ui: ReactElement = (
    <I18nProvider>
      <Provider store={made.store}>
        <Router hook={memoryLocation().hook}>
          <NotificationsBody />
        </Router>
      </Provider>
    </I18nProvider>
  );
  const view = render(ui);
  return { ...made, api, view };
}

describe('each notification type renders as Mastodon words it, with its icon', () => {
  it.each([
    ['favourite', { status_id: '50' }, 'Alice favorited your post', 'star'],
    ['reblog', { status_id: '50' }, 'Alice boosted your post', 'boost'],
    ['follow', {}, 'Alice followed you', 'person-add'],
    ['follow_request', {}, 'Alice has requested to follow you', 'person-add'],
    ['status', { status_id: '50' }, 'Alice just posted', 'bell'],
    ['update', { status_id: '50' }, 'Alice edited a post', 'edit'],
    ['quote', { status_id: '50' }, 'Alice quoted your post', 'quote'],
    ['quoted_update', { status_id: '50' }, 'Alice edited a post you have quoted', 'edit'],
    ['admin.sign_up', {}, 'Alice signed up', 'person-add'],
  ])('%s: "%s"-style summary and the %s icon', (type, extra, text, icon) => {
    setup([group(type, extra)]);
    const article = screen.getByRole('article', { name: text });
    expect(article.querySelector(`.notification-group__icon.icon-${icon}`)).not.toBeNull();
    expect(within(article).getByRole('link', { name: 'Alice' })).toHaveAttribute('href', '/@alice');
  });

  it('favourite shows the post, compact, under the summary', async () => {
    setup([group('favourite', { status_id: '50' })]);
    expect(
      await within(screen.getByRole('article', { name: 'Alice favorited your post' })).findByText(
        'My own post',
      ),
    ).toBeInTheDocument();
  });

  it('mention: "Mention" with the full post and its action bar, and the at icon', () => {
    const mention = makeStatus('60', { account: alice, content: '<p>hello @me</p>' });
    setup([group('mention', { status_id: '60' })], { statuses: [mention] });
    const article = screen.getByRole('article', { name: 'Mention' });
    expect(article.querySelector('.icon-at')).not.toBeNull();
    expect(within(article).getByText('hello @me')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  });

  it('a direct reply to the user is a "Private reply"', () => {
    const reply = makeStatus('61', { account: alice, visibility: 'direct', in_reply_to_account_id: '1' });
    setup([group('mention', { status_id: '61' })], { statuses: [reply] });
    expect(screen.getByRole('article', { name: 'Private reply' })).toBeInTheDocument();
  });

  it('poll: "Your poll has ended" for the user\'s poll, "A poll you voted in has ended" otherwise', () => {
    const theirs = makeStatus('62', { account: alice });
    setup([group('poll', { status_id: '50' }), group('poll', { status_id: '62' })], { statuses: [theirs] });
    expect(
      screen.getByRole('article', { name: 'Your poll has ended' }).querySelector('.icon-poll'),
    ).not.toBeNull();
    expect(screen.getByRole('article', { name: 'A poll you voted in has ended' })).toBeInTheDocument();
  });

  it('admin.report: "Alice reported Bob for Spam" with the report\'s comment', () => {
    const report = {
      id: '3',
      action_taken: false,
      category: 'spam',
      comment: 'Selling things',
      created_at: '2026-01-01T00:00:00Z',
      forwarded: false,
      target_account: bob,
    } as NotificationGroup['report'];
    setup([group('admin.report', { report })]);
    const article = screen.getByRole('article', { name: /Alice reported Bob for Spam/ });
    expect(within(article).getByText('Selling things')).toBeInTheDocument();
    expect(article.querySelector('.icon-flag')).not.toBeNull();
  });

  it("moderation_warning: the warning, its action and a link to the strike's dispute page", () => {
    const moderation_warning = {
      id: '5',
      action: 'silence',
      text: '',
      created_at: '2026-01-01T00:00:00Z',
      target_account: me,
    } as NotificationGroup['moderation_warning'];
    setup([group('moderation_warning', { moderation_warning, sample_account_ids: [] })]);
    const article = screen.getByRole('article', { name: 'You have received a moderation warning' });
    expect(within(article).getByText(/Your account has been limited\./)).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      'http://localhost/disputes/strikes/5',
    );
    expect(article.querySelector('.icon-warning')).not.toBeNull();
  });

  it('severed_relationships: the lost domain and what the admin did', () => {
    const event = {
      id: '9',
      type: 'account_suspension',
      purged: false,
      target_name: 'bad.example',
      followers_count: 2,
      following_count: 3,
      created_at: '2026-01-01T00:00:00Z',
    } as NotificationGroup['event'];
    setup([group('severed_relationships', { event, sample_account_ids: [] })]);
    const article = screen.getByRole('article', { name: 'Lost connections with bad.example' });
    expect(
      within(article).getByText(
        /An admin from localhost has suspended bad\.example, which means you can no longer receive updates from or interact with them\./,
      ),
    ).toBeInTheDocument();
    expect(article.querySelector('.icon-link-off')).not.toBeNull();
  });

  it('annual_report: "Your 2025 #Wrapstodon awaits!"', () => {
    setup([group('annual_report', { sample_account_ids: [], annual_report: { year: 2025 } })]);
    expect(screen.getByRole('article', { name: /^Your 2025 #Wrapstodon awaits!/ })).toBeInTheDocument();
  });

  it('unknown types are skipped, not crashed on', () => {
    setup([group('emoji_reaction', { status_id: '50' }), group('follow')]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Alice followed you' })).toBeInTheDocument();
  });
});

describe('grouped accounts', () => {
  it('names the first account "and N others" from notifications_count', () => {
    setup([group('favourite', { status_id: '50', notifications_count: 4, sample_account_ids: ['7', '8'] })]);
    expect(
      screen.getByRole('article', { name: 'Alice and 3 others favorited your post' }),
    ).toBeInTheDocument();
  });

  it('shows up to 8 avatars, then "+N" for the rest of notifications_count', () => {
    const accounts = Array.from({ length: 10 }, (_, i) => makeAccount(String(200 + i)));
    setup(
      [
        group('reblog', {
          status_id: '50',
          notifications_count: 12,
          sample_account_ids: accounts.map((a) => a.id),
        }),
      ],
      { accounts },
    );
    const avatars = document.querySelectorAll('.notification-group__avatars a');
    expect(avatars).toHaveLength(8);
    expect(document.querySelector('.notification-group__more')).toHaveTextContent('+4');
  });

  it('shows no "+N" when every account has its avatar', () => {
    setup([group('favourite', { status_id: '50', notifications_count: 2, sample_account_ids: ['7', '8'] })]);
    expect(document.querySelectorAll('.notification-group__avatars a')).toHaveLength(2);
    expect(document.querySelector('.notification-group__more')).toBeNull();
  });
});

describe('follow requests answered in place', () => {
  it('Accept POSTs follow_requests/{id}/authorize and the row says "Accepted"', async () => {
    const user = userEvent.setup();
    const { api } = setup([group('follow_request')]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await act(settle);
    expect(api.post).toHaveBeenCalledWith('/api/v1/follow_requests/7/authorize');
    expect(await screen.findByRole('status')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('Reject POSTs follow_requests/{id}/reject and the row is removed', async () => {
    const user = userEvent.setup();
    const { api } = setup([group('follow_request')]);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await act(settle);
    expect(api.post).toHaveBeenCalledWith('/api/v1/follow_requests/7/reject');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a failed answer brings the buttons back', async () => {
    const user = userEvent.setup();
    const { api } = setup([group('follow_request')]);
    api.post.mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await act(settle);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });
});

describe('Follow back', () => {
  const relationship = (following: boolean) => ({
    data: [{ id: '7', following, requested: false, followed_by: true }],
    status: 200,
    links: {},
    headers: new Headers(),
  });

  it('reads the one relationships store: the rows\' relationships are fetched silently, in one request, "Follow back" is offered when the user does not follow, and a click POSTs follow', async () => {
    const user = userEvent.setup();
    const { api } = setup([group('follow'), group('follow', { sample_account_ids: ['8'] })]);
    api.get.mockResolvedValue({
      data: [
        { id: '7', following: false, requested: false, followed_by: true },
        { id: '8', following: true, requested: false, followed_by: true },
      ],
      status: 200,
      links: {},
      headers: new Headers(),
    });
    api.post.mockResolvedValue({
      data: { id: '7', following: true, requested: false, followed_by: true },
      status: 200,
      links: {},
      headers: new Headers(),
    });
    // The relationships wait 500 ms to be fetched together, then the worker loads: room for a busy machine.
    const followBack = await screen.findByRole('button', { name: 'Follow back' }, { timeout: 4000 });
    const relationshipCalls = api.get.mock.calls.filter(
      ([path]) => path === '/api/v1/accounts/relationships',
    );
    expect(relationshipCalls).toHaveLength(1);
    expect(api.get).toHaveBeenCalledWith(
      '/api/v1/accounts/relationships',
      expect.objectContaining({ query: expect.objectContaining({ id: ['7', '8'] }) }),
    );
    expect(screen.getAllByRole('button', { name: 'Follow back' })).toHaveLength(1);
    await user.click(followBack);
    await act(settle);
    expect(api.post).toHaveBeenCalledWith('/api/v1/accounts/7/follow', expect.anything());
    expect(screen.queryByRole('button', { name: 'Follow back' })).toBeNull();
  });

  it('offers no "Follow back" when the user already follows the account', async () => {
    const { api } = setup([group('follow')]);
    api.get.mockResolvedValue(relationship(true));
    await waitFor(
      () => expect(api.get).toHaveBeenCalledWith('/api/v1/accounts/relationships', expect.anything()),
      { timeout: 4000 },
    );
    await act(flush);
    expect(screen.queryByRole('button', { name: 'Follow back' })).toBeNull();
  });
});

describe('quick filter bar', () => {
  it('defaults to All; choosing Mentions reloads with types[]=mention', async () => {
    const user = userEvent.setup();
    const { api, store } = setup([]);
    // The list as the column loads it, under the default filter.
    api.get.mockResolvedValueOnce({
      data: { accounts: [alice], statuses: [], notification_groups: [group('follow')] },
      status: 200,
      links: {},
      headers: new Headers(),
    });
    await act(async () => {
      store.dispatch(notificationsExpandRequested());
      await flush();
    });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Mentions' }));
    await act(flush);
    expect(screen.getByRole('tab', { name: 'Mentions' })).toHaveAttribute('aria-selected', 'true');
    expect(api.get).toHaveBeenCalledWith(
      '/api/v2/notifications',
      expect.objectContaining({
        query: { types: ['mention'], grouped_types: ['favourite', 'reblog', 'follow'] },
      }),
    );
  });

  it('offers All in words, then Mentions, Favorites, Boosts, Poll results, Updates and Follows as icons named by their words', () => {
    setup([]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveTextContent('All');
    for (const tab of tabs.slice(1)) expect(tab.querySelector('svg')).not.toBeNull();
    expect(tabs.map((tab) => tab.getAttribute('aria-label') ?? tab.textContent)).toEqual([
      'All',
      'Mentions',
      'Favorites',
      'Boosts',
      'Poll results',
      'Updates from people you follow',
      'Follows',
    ]);
  });

  it('is hidden when "Show quick filter bar" is off', () => {
    const { store } = setup([]);
    act(() => {
      store.dispatch(settingChanged({ path: ['notifications', 'quickFilter', 'show'], value: false }));
    });
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
