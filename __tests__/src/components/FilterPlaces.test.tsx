import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Filter, FilterResult, NotificationGroup, Status } from '../../../src/api/entities';
import { I18nProvider } from '../../../src/app/i18n';
import { StatusPage } from '../../../src/app/pages/StatusPage';
import { moderationIntents } from '../../../src/domain/moderation';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { contextFetched } from '../../../src/features/contexts/slice';
import { lazyFeaturesSaga } from '../../../src/store/lazyFeatures';
import { NotificationsBody } from '../../../src/features/notifications/components/NotificationsBody';
import { notificationsExpandSucceeded } from '../../../src/features/notifications/slice';
import { StatusList } from '../../../src/features/statusLists';
import { statusListFetched } from '../../../src/features/statusLists/slice';
import { answer, fakeApi, makeAccount, makeStatus, makeTestStore, settle, signedInAuth } from '../fixtures';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const alice = makeAccount('7', { acct: 'alice', username: 'alice', display_name: 'Alice' });
const me = makeAccount('1', { acct: 'me', username: 'me', display_name: 'Me' });

const filter = (action: 'warn' | 'hide', context: string[], title = 'Zebras'): Filter =>
  ({
    id: `f-${action}-${context.join()}`,
    title,
    context,
    filter_action: action,
    expires_at: null,
    keywords: [{ id: 'k1', keyword: 'zebra', whole_word: true }],
    statuses: [],
  }) as Filter;

/** The results the server attaches to a post a filter matches. */
const results = (...filters: Filter[]): FilterResult[] =>
  filters.map(({ keywords: _k, statuses: _s, ...bare }) => ({
    filter: bare,
    keyword_matches: ['zebra'],
    status_matches: null,
  }));

function storeWith(statuses: Status[]) {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.store.dispatch(entitiesImported({ accounts: [alice, me], statuses }));
  return { ...made, api };
}

function renderIn(store: ReturnType<typeof storeWith>['store'], ui: ReactElement, path = '/') {
  render(
    <Provider store={store}>
      <I18nProvider>
        <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
      </I18nProvider>
    </Provider>,
  );
}

function renderThread(statuses: Status[]) {
  const made = storeWith(statuses);
  made.store.dispatch(contextFetched({ statusId: '50', ancestors: ['40'], descendants: ['60', '70'] }));
  renderIn(
    made.store,
    <Route path="/:handle/:statusId">
      <StatusPage />
    </Route>,
    '/@alice/50',
  );
  return made;
}

const post = (id: string, text: string, extra: Partial<Status> = {}) =>
  makeStatus(id, { account: alice, content: `<p>${text}</p>`, ...extra });

describe('one filter context per place a post is shown: a thread judges its posts in "thread"', () => {
  it('a reply a thread filter warns about shows "Filtered: …", one it hides is left out, and a home-only filter does not apply there', () => {
    renderThread([
      post('40', 'the zebra question', { filtered: results(filter('warn', ['home'])) }),
      post('50', 'the opened post'),
      post('60', 'a zebra reply', { in_reply_to_id: '50', filtered: results(filter('warn', ['thread'])) }),
      post('70', 'another zebra reply', {
        in_reply_to_id: '50',
        filtered: results(filter('hide', ['thread'])),
      }),
    ]);
    expect(screen.getByText('the zebra question')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Filtered: Zebras' })).toBeInTheDocument();
    expect(screen.queryByText('a zebra reply')).not.toBeInTheDocument();
    expect(screen.queryByText('another zebra reply')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Filtered: Zebras' })).toHaveLength(1);
  });

  it('the post the page opened on only warns under a hide filter, as the user asked for it', () => {
    renderThread([
      post('40', 'before'),
      post('50', 'the zebra itself', { filtered: results(filter('hide', ['thread'])) }),
    ]);
    expect(screen.getByRole('article', { name: 'Filtered: Zebras' })).toBeInTheDocument();
    expect(screen.queryByText('the zebra itself')).not.toBeInTheDocument();
  });
});

function renderNotifications(groups: NotificationGroup[], statuses: Status[]) {
  const made = storeWith(statuses);
  made.store.dispatch(notificationsExpandSucceeded({ groups, next: null, older: false }));
  renderIn(made.store, <NotificationsBody />);
  return made;
}

const group = (key: string, type: string, statusId: string): NotificationGroup =>
  ({
    group_key: key,
    most_recent_notification_id: key,
    notifications_count: 1,
    type,
    sample_account_ids: ['7'],
    status_id: statusId,
  }) as NotificationGroup;

describe('one filter context per place a post is shown: notifications judge theirs in "notifications"', () => {
  it('a mention a notifications filter warns about shows "Filtered: …"; one it hides leaves its row out', () => {
    renderNotifications(
      [group('9', 'mention', '61'), group('8', 'mention', '62'), group('7', 'mention', '63')],
      [
        post('61', 'zebra warned', { filtered: results(filter('warn', ['notifications'])) }),
        post('62', 'zebra hidden', { filtered: results(filter('hide', ['notifications'])) }),
        post('63', 'zebra at home', { filtered: results(filter('hide', ['home'])) }),
      ],
    );
    const mentions = screen.getAllByRole('article', { name: 'Mention' });
    expect(mentions).toHaveLength(2);
    expect(within(mentions[0]).getByRole('article', { name: 'Filtered: Zebras' })).toBeInTheDocument();
    expect(screen.queryByText('zebra warned')).not.toBeInTheDocument();
    expect(screen.queryByText('zebra hidden')).not.toBeInTheDocument();
    expect(within(mentions[1]).getByText('zebra at home')).toBeInTheDocument();
  });

  it("a post drawn small (someone's new post) shows the notice in its place; the user's own posts are never filtered", async () => {
    renderNotifications(
      [group('9', 'status', '64'), group('8', 'favourite', '65')],
      [
        post('64', 'their zebra', { filtered: results(filter('warn', ['notifications'])) }),
        makeStatus('65', {
          account: me,
          content: '<p>my zebra</p>',
          filtered: results(filter('warn', ['notifications'])),
        }),
      ],
    );
    const favourite = screen.getByRole('article', { name: 'Alice favorited your post' });
    expect(await within(favourite).findByText('my zebra')).toBeInTheDocument();
    const posted = screen.getByRole('article', { name: 'Alice just posted' });
    expect(within(posted).getByRole('article', { name: 'Filtered: Zebras' })).toBeInTheDocument();
    expect(screen.queryByText('their zebra')).not.toBeInTheDocument();
  });
});

describe('one filter context per place a post is shown: lists of posts', () => {
  function renderList(list: 'bookmarks' | 'trending' | 'pins:7', context: string) {
    const made = storeWith([
      post('66', 'a zebra saved', { filtered: results(filter('hide', [context])) }),
      post('67', 'no stripes'),
    ]);
    made.store.dispatch(statusListFetched({ list, ids: ['66', '67'], next: null }));
    renderIn(made.store, <StatusList list={list} />);
  }

  it('bookmarks judge their posts as home, and a hide filter only warns about a post the user saved', () => {
    renderList('bookmarks', 'home');
    expect(screen.getByRole('article', { name: 'Filtered: Zebras' })).toBeInTheDocument();
    expect(screen.getByText('no stripes')).toBeInTheDocument();
  });

  it.each([
    ['trending', 'public'],
    ['pins:7', 'account'],
  ] as const)('%s judges its posts in "%s", where a hide filter leaves the post out', (list, context) => {
    renderList(list, context);
    expect(screen.queryByRole('article', { name: 'Filtered: Zebras' })).not.toBeInTheDocument();
    expect(screen.queryByText('a zebra saved')).not.toBeInTheDocument();
    expect(screen.getByText('no stripes')).toBeInTheDocument();
  });
});

describe('a filter made from the UI takes effect at once on the posts already shown, wherever they are', () => {
  function withFilterSaved(made: ReturnType<typeof storeWith>, saved: Filter) {
    made.runSaga(lazyFeaturesSaga);
    made.api.post.mockResolvedValue(answer(saved));
    made.store.dispatch(
      moderationIntents.requested({
        kind: 'filterSave',
        params: {
          title: saved.title,
          context: saved.context,
          filter_action: saved.filter_action,
          expires_in: '',
          keywords_attributes: [{ keyword: 'zebra', whole_word: true }],
        },
      }),
    );
  }

  it('a thread: the reply warns, then is hidden when the filter is changed to hide, without a reload', async () => {
    const made = renderThread([
      post('40', 'before'),
      post('50', 'opened'),
      post('60', 'a zebra reply', { in_reply_to_id: '50' }),
    ]);
    expect(screen.getByText('a zebra reply')).toBeInTheDocument();
    await act(async () => {
      withFilterSaved(made, { ...filter('warn', ['thread']), id: 'f1' });
      await settle();
    });
    expect(screen.getByRole('article', { name: 'Filtered: Zebras' })).toBeInTheDocument();
    await act(async () => {
      withFilterSaved(made, { ...filter('hide', ['thread']), id: 'f1' });
      await settle();
    });
    expect(screen.queryByRole('article', { name: 'Filtered: Zebras' })).not.toBeInTheDocument();
    expect(screen.queryByText('a zebra reply')).not.toBeInTheDocument();
  });

  it('notifications: the mention warns at once', async () => {
    const made = renderNotifications([group('9', 'mention', '61')], [post('61', 'zebra mention')]);
    expect(screen.getByText('zebra mention')).toBeInTheDocument();
    await act(async () => {
      withFilterSaved(made, { ...filter('warn', ['notifications']), id: 'f2' });
      await settle();
    });
    expect(screen.getByRole('article', { name: 'Filtered: Zebras' })).toBeInTheDocument();
    expect(screen.queryByText('zebra mention')).not.toBeInTheDocument();
  });
});
