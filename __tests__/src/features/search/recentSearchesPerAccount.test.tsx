import { sessionIntents } from '../../../../src/features/auth/intents';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../../src/app/i18n';
import { openAccountDb } from '../../../../src/db/open';

import { saveAndActivate, type SavedAccount } from '../../../../src/features/auth/savedAccounts';
import { SearchPage } from '../../../../src/features/search/components/SearchPage';
import { BASE_URL, makeTestStore, settleUntil, signedInAuth } from '../../fixtures';
import { mswServerForSuite } from '../../msw';

const server = mswServerForSuite();

/** The search page of a session: account `id`'s, or a signed-out visitor's. */
function openSearch(id: string | null) {
  const made = makeTestStore({}, id ? { auth: signedInAuth(id) } : {});
  const location = memoryLocation({ path: '/search' });
  return render(
    <Provider store={made.store}>
      <I18nProvider>
        <Router hook={location.hook}>
          <SearchPage />
        </Router>
      </I18nProvider>
    </Provider>,
  );
}

function searchFor(q: string) {
  const field = screen.getByRole('combobox');
  fireEvent.change(field, { target: { value: q } });
  fireEvent.keyDown(field, { key: 'Enter' });
  fireEvent.change(field, { target: { value: '' } });
}

const storedSearchKeys = () =>
  Object.keys(localStorage).filter((key) => key.startsWith('fedideck:recentSearches'));

describe('recent searches are kept per account', () => {
  it('a second account signed in on the same browser never sees the first account’s searches', () => {
    const first = openSearch('1');
    searchFor('where alice lives');
    expect(screen.getByRole('button', { name: 'where alice lives' })).toBeInTheDocument();
    first.unmount();

    openSearch('2');
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'where alice lives' })).toBeNull();
  });

  it('the list all accounts once shared is dropped, never handed to the account that reads it first', () => {
    localStorage.setItem('fedideck:recentSearches', JSON.stringify([{ type: 'text', q: 'someone else’s' }]));
    openSearch('1');
    expect(screen.queryByRole('button', { name: 'someone else’s' })).toBeNull();
    expect(localStorage.getItem('fedideck:recentSearches')).toBeNull();
  });

  it('a signed-out visitor’s searches are not written to the browser’s storage', () => {
    openSearch(null);
    searchFor('visitor words');
    expect(screen.getByRole('button', { name: 'visitor words' })).toBeInTheDocument();
    expect(storedSearchKeys()).toEqual([]);
  });

  it('signing out deletes the account’s recent searches from the browser', async () => {
    const page = openSearch('1');
    searchFor('before signing out');
    page.unmount();
    expect(storedSearchKeys()).toHaveLength(1);

    const account: SavedAccount = {
      key: '1@localhost',
      accountId: '1',
      domain: 'localhost',
      baseUrl: BASE_URL,
      token: 'tok',
      acct: 'me@localhost',
      avatar: '',
    };
    saveAndActivate(localStorage, account);
    server.use(http.post(`${BASE_URL}/oauth/revoke`, () => HttpResponse.json({})));
    const switchSession = jest.fn();
    const db = await openAccountDb(account.key);
    const { store, runSaga } = makeTestStore(
      { switchSession, localStorage, db, account },
      { auth: signedInAuth('1') },
    );
    runSaga(lazyFeaturesSaga);
    store.dispatch(sessionIntents.signOutRequested());
    await settleUntil(() => switchSession.mock.calls.length > 0, 300);
    expect(switchSession).toHaveBeenCalledTimes(1);
    expect(storedSearchKeys()).toEqual([]);
  });
});
