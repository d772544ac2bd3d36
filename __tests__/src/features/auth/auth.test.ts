import { sessionIntents, signInIntents } from '../../../../src/features/auth/intents';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { quoteRequested, replyRequested } from '../../../../src/domain/events';
import { http, HttpResponse } from 'msw';
import { mswServerForSuite } from '../../msw';
import { createHash } from 'node:crypto';

import { PENDING_SIGN_IN_KEY, readPendingSignIns } from '../../../../src/features/auth/signInFlow';
import {
  accountKeyFor,
  activeAccount,
  loadRegistry,
  saveAndActivate,
  SAVED_ACCOUNTS_KEY,
  type SavedAccount,
} from '../../../../src/features/auth/savedAccounts';
import { selectPermissions } from '../../../../src/features/auth/selectors';
import { alertShown } from '../../../../src/features/alerts/slice';
import { pollVoteRequested } from '../../../../src/features/statuses/polls';
import { openAccountDb } from '../../../../src/db/open';
import {
  BASE_URL,
  flush,
  inEnglish,
  makeAccount,
  makeTestStore,
  signedInAuth,
  installWebCrypto,
  settleUntil,
} from '../../fixtures';

beforeAll(installWebCrypto);

const server = mswServerForSuite();

const saved = (overrides: Partial<SavedAccount> = {}): SavedAccount => ({
  key: '1@localhost',
  accountId: '1',
  domain: 'localhost',
  baseUrl: BASE_URL,
  token: 'tok',
  acct: 'me@localhost',
  avatar: '',
  clientId: 'cid',
  clientSecret: 'secret',
  ...overrides,
});

describe('sign-in (OAuth 2 with PKCE)', () => {
  it('registers an app, stores verifier and state, and navigates to /oauth/authorize with an S256 challenge', async () => {
    let registered: Record<string, unknown> = {};
    server.use(
      http.get('https://example.social/.well-known/oauth-authorization-server', () =>
        HttpResponse.json({}, { status: 404 }),
      ),
      http.post('https://example.social/api/v1/apps', async ({ request }) => {
        registered = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: '1', client_id: 'cid', client_secret: 'csecret', name: 'x' });
      }),
    );
    const navigate = jest.fn();
    const { store, runSaga } = makeTestStore({ navigate, origin: 'https://app.test' });
    runSaga(lazyFeaturesSaga);
    store.dispatch(signInIntents.requested({ domain: 'Example.social' }));
    await settleUntil(() => navigate.mock.calls.length > 0);
    expect(registered).toMatchObject({
      redirect_uris: 'https://app.test/auth/callback',
      scopes: 'read write follow push',
    });
    const pending = readPendingSignIns(sessionStorage).at(-1)! as {
      verifier: string;
      state: string;
    };
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe('https://example.social/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cid',
      redirect_uri: 'https://app.test/auth/callback',
      scope: 'read write follow push',
      state: pending.state,
      code_challenge_method: 'S256',
      code_challenge: createHash('sha256').update(pending.verifier).digest('base64url'),
    });
  });

  it('the callback exchanges the code, verifies the account, saves and activates it', async () => {
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({
        baseUrl: 'https://example.social',
        clientId: 'cid',
        clientSecret: 'cs',
        redirectUri: 'https://app.test/auth/callback',
        verifier: 'v'.repeat(43),
        state: 'st',
      }),
    );
    let tokenForm: Record<string, string> = {};
    server.use(
      http.post('https://example.social/oauth/token', async ({ request }) => {
        tokenForm = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({
          access_token: 'new-token',
          token_type: 'Bearer',
          scope: 'read',
          created_at: 1,
        });
      }),
      http.get('https://example.social/api/v1/accounts/verify_credentials', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer new-token'
          ? HttpResponse.json(makeAccount('42', { acct: 'alice' }))
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    const switchSession = jest.fn();
    const { store, runSaga } = makeTestStore({ switchSession, localStorage, sessionStorage });
    runSaga(lazyFeaturesSaga);
    store.dispatch(signInIntents.callbackReceived({ code: 'the-code', state: 'st' }));
    await settleUntil(() => switchSession.mock.calls.length > 0);
    expect(tokenForm).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: 'v'.repeat(43),
      redirect_uri: 'https://app.test/auth/callback',
    });
    expect(switchSession).toHaveBeenCalledTimes(1);
    expect(activeAccount(localStorage)).toMatchObject({
      key: '42@example.social',
      token: 'new-token',
      acct: 'alice@example.social',
      baseUrl: 'https://example.social',
    });
    expect(sessionStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
  });

  it('a callback whose state does not match is refused', async () => {
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify({ verifier: 'v', state: 'expected' }));
    const switchSession = jest.fn();
    const { store, runSaga } = makeTestStore({ switchSession });
    runSaga(lazyFeaturesSaga);
    store.dispatch(signInIntents.callbackReceived({ code: 'c', state: 'forged' }));
    await flush();
    expect(store.getState().auth.signIn.status).toBe('failed');
    expect(switchSession).not.toHaveBeenCalled();
  });
});

describe('saved accounts', () => {
  it('several accounts, one active; a corrupt registry reads as empty', () => {
    saveAndActivate(localStorage, saved());
    saveAndActivate(localStorage, saved({ key: '2@other.test', accountId: '2', domain: 'other.test' }));
    expect(loadRegistry(localStorage).accounts).toHaveLength(2);
    expect(activeAccount(localStorage)?.key).toBe('2@other.test');
    expect(accountKeyFor('2', 'other.test')).toBe('2@other.test');
    localStorage.setItem(SAVED_ACCOUNTS_KEY, '{oops');
    expect(loadRegistry(localStorage)).toEqual({ accounts: [], activeKey: null });
  });

  it('switching activates the other account and rebuilds the session, which says "Now using @acct"', async () => {
    saveAndActivate(localStorage, saved({ key: '2@other.test', acct: 'you@other.test' }));
    saveAndActivate(localStorage, saved());
    const switchSession = jest.fn();
    const { store, runSaga } = makeTestStore({ switchSession, localStorage });
    runSaga(lazyFeaturesSaga);
    store.dispatch(sessionIntents.switchRequested({ accountKey: '2@other.test' }));
    await settleUntil(() => switchSession.mock.calls.length > 0);
    expect(switchSession).toHaveBeenCalledTimes(1);
    expect(activeAccount(localStorage)?.key).toBe('2@other.test');
    const [announce] = switchSession.mock.calls[0] as [ReturnType<typeof alertShown>];
    expect(alertShown.match(announce)).toBe(true);
    expect(inEnglish(announce.payload).message).toBe('Now using @you@other.test');
  });

  it('signing out of the current account while another stays saved says which account is now in use', async () => {
    saveAndActivate(localStorage, saved({ key: '2@other.test', acct: 'you@other.test' }));
    saveAndActivate(localStorage, saved());
    server.use(http.post(`${BASE_URL}/oauth/revoke`, () => HttpResponse.json({})));
    const switchSession = jest.fn();
    const db = await openAccountDb('1@localhost');
    const { store, runSaga } = makeTestStore(
      { switchSession, localStorage, db },
      { auth: signedInAuth('1') },
    );
    runSaga(lazyFeaturesSaga);
    store.dispatch(sessionIntents.signOutRequested());
    await settleUntil(() => switchSession.mock.calls.length > 0);
    expect(activeAccount(localStorage)?.key).toBe('2@other.test');
    const [announce] = switchSession.mock.calls[0] as [ReturnType<typeof alertShown>];
    expect(inEnglish(announce.payload).message).toBe(
      'Signed out of @me@localhost. Now using @you@other.test',
    );
  });

  it('sign-out revokes the token, deletes the account database and its saved entry', async () => {
    saveAndActivate(localStorage, saved());
    const db = await openAccountDb('1@localhost');
    await db.putDraft('compose', { text: 'x' } as never);
    let revoked: Record<string, string> = {};
    server.use(
      http.post(`${BASE_URL}/oauth/revoke`, async ({ request }) => {
        revoked = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({});
      }),
    );
    const switchSession = jest.fn();
    const { store, runSaga } = makeTestStore(
      { switchSession, localStorage, db },
      { auth: signedInAuth('1') },
    );
    runSaga(lazyFeaturesSaga);
    store.dispatch(sessionIntents.signOutRequested());
    await settleUntil(() => switchSession.mock.calls.length > 0);
    expect(revoked).toEqual({ client_id: 'cid', client_secret: 'secret', token: 'tok' });
    expect(loadRegistry(localStorage).accounts).toEqual([]);
    expect(switchSession).toHaveBeenCalledTimes(1);
    const reopened = await openAccountDb('1@localhost');
    expect(await reopened.getDraft('compose')).toBeUndefined();
    reopened.close();
  });
});

describe('identity and signed-out intents', () => {
  it('permissions default to the string "0" and read as a number', () => {
    const { store } = makeTestStore();
    expect(store.getState().auth.permissions).toBe('0');
    expect(selectPermissions(store.getState())).toBe(0);
  });

  it.each([
    ['reply', replyRequested({ statusId: '5' })],
    ['quote', quoteRequested({ statusId: '5' })],
    ['vote', pollVoteRequested({ pollId: 'p', choices: [0] })],
  ])('signed out, %s opens the INTERACTION modal', (_name, action) => {
    const { store } = makeTestStore();
    store.dispatch(action);
    expect(store.getState().modals.stack[0]?.modalType).toBe('INTERACTION');
  });

  it('signed in, the same intents pass through', () => {
    const { store } = makeTestStore({}, { auth: signedInAuth() });
    store.dispatch(quoteRequested({ statusId: '5' }));
    expect(store.getState().modals.stack).toEqual([]);
  });
});
