import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { http, HttpResponse } from 'msw';
import { call } from 'typed-redux-saga/macro';
import { ApiError } from '../../../../src/api/errors';
import { openAccountDb } from '../../../../src/db/open';
import { sessionExpired } from '../../../../src/domain/events';
import { reportError } from '../../../../src/features/alerts/sagas';
import type { alertShown } from '../../../../src/features/alerts/slice';
import { tagHistoryKey } from '../../../../src/features/compose/autocomplete/tagHistory';

import {
  loadRegistry,
  saveAndActivate,
  type SavedAccount,
} from '../../../../src/features/auth/savedAccounts';
import {
  BASE_URL,
  inEnglish,
  makeAccount,
  makeTestStore,
  settle,
  settleUntil,
  signedInAuth,
} from '../../fixtures';
import { mswServerForSuite } from '../../msw';

const server = mswServerForSuite();

/** Where an account's recent searches are kept in localStorage. */
const recentSearchesKey = (accountKey: string) => `fedideck:recentSearches:${accountKey}`;

const mine: SavedAccount = {
  key: '1@localhost',
  accountId: '1',
  domain: 'localhost',
  baseUrl: BASE_URL,
  token: 'tok',
  acct: 'me@localhost',
  avatar: '',
  clientId: 'cid',
  clientSecret: 'secret',
};
const other: SavedAccount = {
  ...mine,
  key: '2@other.test',
  accountId: '2',
  domain: 'other.test',
  baseUrl: 'https://other.test',
  token: 'other-tok',
  acct: 'you@other.test',
};

const revoked = () => HttpResponse.json({ error: 'The access token was revoked' }, { status: 401 });

/** The account's server answers verify_credentials with `answer` and counts the calls with its token. */
function serverAnswers(answer: () => Response) {
  const calls: string[] = [];
  server.use(
    http.get(`${BASE_URL}/api/v1/accounts/verify_credentials`, ({ request }) => {
      calls.push(request.headers.get('Authorization') ?? '');
      return answer();
    }),
  );
  return calls;
}

/** Both accounts saved, `mine` in use, each with recent searches and tag history kept in localStorage. */
async function signedInWithKeptData() {
  saveAndActivate(localStorage, other);
  saveAndActivate(localStorage, mine);
  for (const account of [mine, other]) {
    localStorage.setItem(recentSearchesKey(account.key), JSON.stringify([{ type: 'text', q: 'secret' }]));
    localStorage.setItem(tagHistoryKey(account.key), JSON.stringify(['private']));
  }
  const db = await openAccountDb(mine.key);
  await db.putDraft('compose', { text: 'unsent words' } as never);
  const switchSession = jest.fn();
  const made = makeTestStore({ switchSession, localStorage, db, account: mine }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  return { ...made, switchSession };
}

async function draftKept(key: string) {
  const db = await openAccountDb(key);
  const draft = await db.getDraft('compose');
  db.close();
  return draft;
}

describe('a token revoked on its server', () => {
  it('a 401 in Mastodon’s words on the account’s own token signs it out and deletes its database, recent searches and tag history; the other account keeps its own', async () => {
    const calls = serverAnswers(revoked);
    const { runSaga, switchSession } = await signedInWithKeptData();
    // Any call of the session refused with 401, reported as the app reports failures.
    runSaga(function* () {
      yield* call(
        reportError,
        new ApiError({ kind: 'http', status: 401, error: 'The access token was revoked' }),
      );
    });
    await settleUntil(() => switchSession.mock.calls.length > 0, 300);

    expect(calls).toEqual(['Bearer tok']);
    expect(loadRegistry(localStorage).accounts.map((a) => a.key)).toEqual([other.key]);
    expect(loadRegistry(localStorage).activeKey).toBe(other.key);
    expect(localStorage.getItem(recentSearchesKey(mine.key))).toBeNull();
    expect(localStorage.getItem(tagHistoryKey(mine.key))).toBeNull();
    expect(localStorage.getItem(recentSearchesKey(other.key))).not.toBeNull();
    expect(localStorage.getItem(tagHistoryKey(other.key))).not.toBeNull();
    expect(await draftKept(mine.key)).toBeUndefined();
    const [announce] = switchSession.mock.calls[0] as [ReturnType<typeof alertShown>];
    expect(inEnglish(announce.payload).message).toBe(
      'Signed out of @me@localhost: its server no longer accepts this sign-in. Now using @you@other.test',
    );
  });

  it('a refused call during a network fault, or an error page without Mastodon’s error body, wipes nothing; the server’s own refusal later does', async () => {
    let answer: () => Response = () => HttpResponse.error();
    const calls = serverAnswers(() => answer());
    // The failed call makes the client look whether the server is there at all.
    server.use(http.get(`${BASE_URL}/api/v1/instance`, () => HttpResponse.error()));
    const { store, switchSession } = await signedInWithKeptData();

    store.dispatch(sessionExpired());
    await settleUntil(() => calls.length === 1, 300);
    await settle();
    expect(switchSession).not.toHaveBeenCalled();
    expect(loadRegistry(localStorage).accounts).toHaveLength(2);
    expect(localStorage.getItem(recentSearchesKey(mine.key))).not.toBeNull();

    answer = () => new HttpResponse('<html>Unauthorized</html>', { status: 401 });
    store.dispatch(sessionExpired());
    await settleUntil(() => calls.length === 2, 300);
    await settle();
    expect(switchSession).not.toHaveBeenCalled();
    expect(loadRegistry(localStorage).accounts).toHaveLength(2);
    expect(await draftKept(mine.key)).toEqual({ text: 'unsent words' });

    answer = revoked;
    await settle();
    store.dispatch(sessionExpired());
    await settleUntil(() => switchSession.mock.calls.length > 0, 300);
    expect(loadRegistry(localStorage).accounts.map((a) => a.key)).toEqual([other.key]);
    expect(await draftKept(mine.key)).toBeUndefined();
  });

  it('a 401 on one call while the server still accepts the token wipes nothing and ends the “sign in again” state', async () => {
    serverAnswers(() => HttpResponse.json(makeAccount('1', { acct: 'me' })));
    const { store, switchSession } = await signedInWithKeptData();
    store.dispatch(sessionExpired());
    expect(store.getState().auth.sessionExpired).toBe(true);
    await settleUntil(() => !store.getState().auth.sessionExpired, 300);
    expect(store.getState().auth.sessionExpired).toBe(false);
    expect(switchSession).not.toHaveBeenCalled();
    expect(loadRegistry(localStorage).accounts).toHaveLength(2);
    expect(await draftKept(mine.key)).toEqual({ text: 'unsent words' });
  });

  it('a session whose token was replaced meanwhile (signed in again in another tab) keeps the new sign-in; a visitor’s 401 forgets no saved account', async () => {
    const calls = serverAnswers(revoked);
    const { store, switchSession } = await signedInWithKeptData();
    saveAndActivate(localStorage, { ...mine, token: 'fresh-token' });
    store.dispatch(sessionExpired());
    await settle();
    expect(calls).toEqual([]);
    expect(switchSession).not.toHaveBeenCalled();
    expect(loadRegistry(localStorage).accounts.find((a) => a.key === mine.key)?.token).toBe('fresh-token');

    const visitor = makeTestStore({ switchSession, localStorage, account: null });
    visitor.runSaga(lazyFeaturesSaga);
    visitor.store.dispatch(sessionExpired());
    await settle();
    expect(calls).toEqual([]);
    expect(loadRegistry(localStorage).accounts).toHaveLength(2);

    // The session of the renewed sign-in, refused in turn, is forgotten.
    const renewed = makeTestStore(
      { switchSession, localStorage, account: { ...mine, token: 'fresh-token' } },
      { auth: signedInAuth('1') },
    );
    renewed.runSaga(lazyFeaturesSaga);
    renewed.store.dispatch(sessionExpired());
    await settleUntil(() => switchSession.mock.calls.length > 0, 300);
    expect(calls).toEqual(['Bearer fresh-token']);
    expect(loadRegistry(localStorage).accounts.map((a) => a.key)).toEqual([other.key]);
  });
});
