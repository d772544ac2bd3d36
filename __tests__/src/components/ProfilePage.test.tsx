import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Account } from '../../../src/api/entities';
import { I18nProvider } from '../../../src/app/i18n';
import { ProfilePage } from '../../../src/features/profile/components/ProfilePage';
import { lazyFeaturesSaga } from '../../../src/store/lazyFeatures';
import { accountsSaga } from '../../../src/features/accounts/sagas';
import { answer, fakeApi, makeAccount, makeTestStore, signedInAuth } from '../fixtures';

function setup(account: Account, { signedIn = true, featuredTags = [] as unknown[] } = {}) {
  const api = fakeApi();
  api.get.mockImplementation((path: string) => {
    if (path === '/api/v1/accounts/lookup') return Promise.resolve(answer(account));
    if (path.endsWith('/featured_tags')) return Promise.resolve(answer(featuredTags));
    if (path === '/api/v1/accounts/relationships')
      return Promise.resolve(answer([{ id: account.id, following: false, followed_by: false, note: '' }]));
    return Promise.resolve(answer([]));
  });
  const made = makeTestStore({ api }, signedIn ? { auth: signedInAuth('1') } : {});
  made.runSaga(accountsSaga);
  made.runSaga(lazyFeaturesSaga);
  render(
    <Provider store={made.store}>
      <I18nProvider>
        <Router hook={memoryLocation({ path: `/@${account.acct}` }).hook}>
          <Route path="/:handle">
            <ProfilePage />
          </Route>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { ...made, api };
}

const alice = (overrides: Partial<Account> = {}) =>
  makeAccount('7', {
    acct: 'alice',
    username: 'alice',
    display_name: 'Alice',
    uri: 'https://example.social/users/alice',
    note: '<p>Hello</p>',
    followers_count: 12,
    following_count: 3,
    ...overrides,
  });

describe('profile page', () => {
  it('a limited profile stays hidden until "Show profile anyway" is chosen', async () => {
    const user = userEvent.setup();
    setup(alice({ limited: true }));
    const show = await screen.findByRole('button', { name: 'Show profile anyway' });
    expect(screen.queryByText('Hello')).toBeNull();
    await user.click(show);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('a suspended profile says "Account suspended" and shows no posts', async () => {
    setup(alice({ suspended: true }));
    expect(await screen.findByText('Account suspended')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('followers and following link to their lists, unless the account hides its collections', async () => {
    setup(alice());
    expect(await screen.findByRole('link', { name: '12 followers' })).toHaveAttribute(
      'href',
      '/@alice/followers',
    );
    expect(screen.getByRole('link', { name: '3 following' })).toHaveAttribute('href', '/@alice/following');
  });

  it('hide_collections: the counts are shown but not linked', async () => {
    setup(alice({ hide_collections: true }));
    expect(await screen.findByText('12 followers')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '12 followers' })).toBeNull();
    expect(screen.queryByRole('link', { name: '3 following' })).toBeNull();
  });

  it('a zero count is not a link: there is no list behind it', async () => {
    setup(alice({ followers_count: 0, following_count: 3 }));
    expect(await screen.findByText('0 followers')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '0 followers' })).toBeNull();
    expect(screen.getByRole('link', { name: '3 following' })).toBeInTheDocument();
  });

  it('the user’s own profile offers "Edit profile", leading to the profile editor, where Follow would be', async () => {
    setup(alice({ id: '1' }));
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('someone else’s profile has no "Edit profile"', async () => {
    setup(alice());
    expect(await screen.findByRole('link', { name: '12 followers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
  });

  it('a verified field carries a check with an accessible label; a value link that is not http(s) points at the account uri', async () => {
    setup(
      alice({
        fields: [
          {
            name: 'Website',
            value: '<a href="https://alice.example">alice.example</a>',
            verified_at: '2024-03-01T12:00:00.000Z',
          },
          { name: 'Sneaky', value: '<a href="ftp://files.example/x">files</a>', verified_at: null },
        ],
      }),
    );
    expect(
      await screen.findByRole('img', { name: 'Ownership of this link was checked on Mar 1, 2024' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'files' })).toHaveAttribute(
      'href',
      'https://example.social/users/alice',
    );
    expect(screen.getByRole('link', { name: 'alice.example' })).toHaveAttribute(
      'href',
      'https://alice.example/',
    );
  });

  it('featured hashtags are shown the most used first', async () => {
    setup(alice(), {
      featuredTags: [
        { id: '1', name: 'rare', statuses_count: '2' },
        { id: '2', name: 'common', statuses_count: '30' },
        { id: '3', name: 'middling', statuses_count: 7 },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Hashtags' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['#common 30 posts', '#middling 7 posts', '#rare 2 posts']);
  });

  it('a signed-out visitor sees Follow but the page asks for no relationship', async () => {
    const { api } = setup(alice(), { signedIn: false });
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(api.get.mock.calls.map(([path]) => path)).not.toContain('/api/v1/accounts/relationships');
  });

  it('signed in, the relationship is asked for once and the button offers Follow', async () => {
    const { api } = setup(alice());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled(), {
      timeout: 3000,
    });
    expect(api.get.mock.calls.filter(([path]) => path === '/api/v1/accounts/relationships')).toHaveLength(1);
  });

  describe('the personal note', () => {
    const noteCalls = (api: ReturnType<typeof fakeApi>) =>
      api.post.mock.calls.filter(([path]) => path === '/api/v1/accounts/7/note');

    async function noteField() {
      return waitFor(() => screen.getByRole('textbox', { name: 'Personal note' }), { timeout: 3000 });
    }

    it('is a labelled field whose placeholder invites a note, on someone else’s profile when signed in', async () => {
      setup(alice());
      const field = await noteField();
      expect(field.tagName).toBe('TEXTAREA');
      expect(field).toHaveAttribute('placeholder', 'Click to add note');
    });

    it('is not offered to a visitor', async () => {
      setup(alice(), { signedIn: false });
      expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
      expect(screen.queryByRole('textbox', { name: 'Personal note' })).toBeNull();
    });

    it('Enter saves the note once and leaves the field; Shift+Enter starts a new line', async () => {
      const { api } = setup(alice());
      api.post.mockImplementation(() =>
        Promise.resolve(answer({ id: '7', following: false, followed_by: false, note: 'two\nlines' })),
      );
      const user = userEvent.setup();
      const field = await noteField();
      await user.click(field);
      await user.keyboard('two{Shift>}{Enter}{/Shift}lines');
      expect(field).toHaveValue('two\nlines');
      expect(noteCalls(api)).toHaveLength(0);
      await user.keyboard('{Enter}');
      expect(field).not.toHaveFocus();
      await waitFor(() => expect(noteCalls(api)).toHaveLength(1));
      expect(noteCalls(api)[0][1]).toEqual({ json: { comment: 'two\nlines' } });
      expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    });

    it('leaving the field saves a change; leaving it unchanged sends nothing', async () => {
      const { api } = setup(alice());
      api.post.mockImplementation(() =>
        Promise.resolve(answer({ id: '7', following: false, followed_by: false, note: 'kind' })),
      );
      const user = userEvent.setup();
      const field = await noteField();
      await user.click(field);
      await user.tab();
      expect(noteCalls(api)).toHaveLength(0);
      await user.click(field);
      await user.keyboard('kind');
      await user.tab();
      await waitFor(() => expect(noteCalls(api)).toHaveLength(1));
    });

    it('Escape puts the saved note back and sends nothing', async () => {
      const { api } = setup(alice());
      const user = userEvent.setup();
      const field = await noteField();
      await user.click(field);
      await user.keyboard('oops{Escape}');
      expect(field).not.toHaveFocus();
      expect(field).toHaveValue('');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(noteCalls(api)).toHaveLength(0);
    });
  });
});
