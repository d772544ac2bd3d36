import { sessionIntents, signInIntents } from '../../../../src/features/auth/intents';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { http, HttpResponse } from 'msw';
import { mswServerForSuite } from '../../msw';
import { createApiClient } from '../../../../src/api/client';
import { verifySession } from '../../../../src/features/auth/sagas';
import { PENDING_SIGN_IN_KEY, readPendingSignIns } from '../../../../src/features/auth/signInFlow';
import { loadRecentServers } from '../../../../src/features/auth/recentServers';
import { activeAccount, saveAndActivate } from '../../../../src/features/auth/savedAccounts';
import {
  BASE_URL,
  flush,
  installWebCrypto,
  makeAccount,
  makeTestStore,
  savedAccount,
  signedInAuth,
  settleUntil,
} from '../../fixtures';

beforeAll(installWebCrypto);

const server = mswServerForSuite();

const APP = { id: '1', client_id: 'cid', client_secret: 'csecret', name: 'Fedideck' };
const noMetadata = (origin: string) =>
  http.get(`${origin}/.well-known/oauth-authorization-server`, () => new HttpResponse(null, { status: 404 }));

function startSignIn(domain: string) {
  const navigate = jest.fn();
  const made = makeTestStore({ navigate, origin: 'https://app.test', sessionStorage, localStorage });
  made.runSaga(lazyFeaturesSaga);
  made.store.dispatch(signInIntents.requested({ domain }));
  const done = () => navigate.mock.calls.length > 0 || made.store.getState().auth.signIn.status === 'failed';
  return { ...made, navigate, done };
}

describe('sign-in errors say what went wrong, in the form, with no toast', () => {
  it.each([
    [
      'a 404 on the app registration means no server there',
      http.post('https://gone.example/api/v1/apps', () =>
        HttpResponse.json({ error: 'Not Found' }, { status: 404 }),
      ),
      { error: 'notFound' },
    ],
    [
      'an HTML answer means not a Mastodon API',
      http.post('https://static.example/api/v1/apps', () => HttpResponse.html('<!doctype html><p>hi</p>')),
      { error: 'notMastodon' },
    ],
    [
      'a static host refusing the POST with an HTML 405 is not a Mastodon API',
      http.post('https://nginx.example/api/v1/apps', () =>
        HttpResponse.html('<h1>405</h1>', { status: 405 }),
      ),
      { error: 'notMastodon' },
    ],
    [
      'a fetch TypeError (down, TLS, CORS) means no connection',
      http.post('https://cors.example/api/v1/apps', () => HttpResponse.error()),
      { error: 'unreachable' },
    ],
    [
      "a proxy's HTML 502 is a server error with its status",
      http.post('https://down.example/api/v1/apps', () =>
        HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 }),
      ),
      { error: 'serverError', httpStatus: 502 },
    ],
    [
      'a JSON answer that is not an app registration is not a Mastodon API',
      http.post('https://odd.example/api/v1/apps', () => HttpResponse.json({ hello: 'world' })),
      { error: 'notMastodon' },
    ],
  ])('%s', async (_rule, handler, expected) => {
    const host = new URL((handler.info.path as string).toString()).origin;
    server.use(noMetadata(host), handler);
    const { store, done, navigate } = startSignIn(host.replace('https://', ''));
    await settleUntil(done);
    expect(store.getState().auth.signIn).toEqual({ status: 'failed', ...expected });
    expect(navigate).not.toHaveBeenCalled();
    await flush();
    expect(store.getState().alerts).toEqual([]);
  });

  it('an http address of a public server is refused before any request, saying https is needed', async () => {
    const { store, done } = startSignIn('http://example.com');
    await settleUntil(done);
    expect(store.getState().auth.signIn).toEqual({ status: 'failed', error: 'httpsRequired' });
  });

  it('something that is not an address is refused before any request', async () => {
    const { store, done } = startSignIn('not a server');
    await settleUntil(done);
    expect(store.getState().auth.signIn).toEqual({ status: 'failed', error: 'invalidAddress' });
  });
});

describe('a loopback address typed without a scheme', () => {
  it('is tried over https first, then over http when nothing answers there', async () => {
    const asked: string[] = [];
    server.use(
      http.get('https://127.0.0.1:4999/.well-known/oauth-authorization-server', () => HttpResponse.error()),
      http.post('https://127.0.0.1:4999/api/v1/apps', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.error();
      }),
      noMetadata('http://127.0.0.1:4999'),
      http.post('http://127.0.0.1:4999/api/v1/apps', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(APP);
      }),
    );
    const { navigate, done } = startSignIn('127.0.0.1:4999');
    await settleUntil(done);
    expect(asked).toEqual(['https://127.0.0.1:4999/api/v1/apps', 'http://127.0.0.1:4999/api/v1/apps']);
    expect(navigate.mock.calls[0][0] as string).toMatch(/^http:\/\/127\.0\.0\.1:4999\/oauth\/authorize\?/);
    expect(readPendingSignIns(sessionStorage).at(-1)).toMatchObject({ baseUrl: 'http://127.0.0.1:4999' });
  });

  it('stays on https when the server answers there', async () => {
    server.use(
      noMetadata('https://localhost:4998'),
      http.post('https://localhost:4998/api/v1/apps', () => HttpResponse.json(APP)),
    );
    const { navigate, done } = startSignIn('localhost:4998');
    await settleUntil(done);
    expect(navigate.mock.calls[0][0] as string).toMatch(/^https:\/\/localhost:4998\/oauth\/authorize\?/);
  });

  it('a server answering an error over https is not tried over http: it is there', async () => {
    let overHttp = 0;
    server.use(
      noMetadata('https://localhost:4997'),
      http.post('https://localhost:4997/api/v1/apps', () =>
        HttpResponse.json({ error: 'Boom' }, { status: 500 }),
      ),
      http.post('http://localhost:4997/api/v1/apps', () => {
        overHttp += 1;
        return HttpResponse.json(APP);
      }),
    );
    const { store, done } = startSignIn('localhost:4997');
    await settleUntil(done);
    expect(store.getState().auth.signIn).toMatchObject({ status: 'failed', error: 'serverError' });
    expect(overHttp).toBe(0);
  });
});

describe('OAuth endpoint discovery', () => {
  it("uses the server's metadata for the authorize page, and stores its token and revocation endpoints", async () => {
    server.use(
      http.get('https://meta.example/.well-known/oauth-authorization-server', () =>
        HttpResponse.json({
          authorization_endpoint: 'https://auth.meta.example/authorize?tenant=1',
          token_endpoint: 'https://auth.meta.example/token',
          revocation_endpoint: 'https://auth.meta.example/revoke',
        }),
      ),
      http.post('https://meta.example/api/v1/apps', () => HttpResponse.json(APP)),
    );
    const { navigate, done } = startSignIn('meta.example');
    await settleUntil(done);
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe('https://auth.meta.example/authorize');
    expect(url.searchParams.get('tenant')).toBe('1');
    expect(url.searchParams.get('client_id')).toBe('cid');
    expect(readPendingSignIns(sessionStorage).at(-1)).toMatchObject({
      baseUrl: 'https://meta.example',
      tokenEndpoint: 'https://auth.meta.example/token',
      revocationEndpoint: 'https://auth.meta.example/revoke',
    });
  });

  it('falls back to /oauth/authorize and /oauth/token when the server has no metadata', async () => {
    server.use(
      noMetadata('https://old.example'),
      http.post('https://old.example/api/v1/apps', () => HttpResponse.json(APP)),
    );
    const { navigate, done } = startSignIn('old.example');
    await settleUntil(done);
    expect((navigate.mock.calls[0][0] as string).startsWith('https://old.example/oauth/authorize?')).toBe(
      true,
    );
    expect(readPendingSignIns(sessionStorage).at(-1)).toMatchObject({
      tokenEndpoint: 'https://old.example/oauth/token',
      revocationEndpoint: 'https://old.example/oauth/revoke',
    });
  });

  it('an advertised endpoint over plain http on another host is ignored (never downgrade where secrets go)', async () => {
    server.use(
      http.get('https://tricky.example/.well-known/oauth-authorization-server', () =>
        HttpResponse.json({ authorization_endpoint: 'http://evil.example/authorize', token_endpoint: 42 }),
      ),
      http.post('https://tricky.example/api/v1/apps', () => HttpResponse.json(APP)),
    );
    const { navigate, done } = startSignIn('tricky.example');
    await settleUntil(done);
    expect((navigate.mock.calls[0][0] as string).startsWith('https://tricky.example/oauth/authorize?')).toBe(
      true,
    );
    expect(readPendingSignIns(sessionStorage).at(-1)).toMatchObject({
      tokenEndpoint: 'https://tricky.example/oauth/token',
    });
  });

  it('a path prefix survives into registration and the metadata request', async () => {
    const seen: string[] = [];
    server.use(
      http.get('https://host.example/masto/.well-known/oauth-authorization-server', ({ request }) => {
        seen.push(request.url);
        return new HttpResponse(null, { status: 404 });
      }),
      http.post('https://host.example/masto/api/v1/apps', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json(APP);
      }),
    );
    const { navigate, done } = startSignIn('https://host.example/masto/');
    await settleUntil(done);
    expect(seen).toEqual([
      'https://host.example/masto/.well-known/oauth-authorization-server',
      'https://host.example/masto/api/v1/apps',
    ]);
    expect(
      (navigate.mock.calls[0][0] as string).startsWith('https://host.example/masto/oauth/authorize?'),
    ).toBe(true);
  });

  it('the callback exchanges the code at the learned token endpoint and the account keeps the revocation endpoint; sign-out revokes there', async () => {
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({
        baseUrl: 'https://meta.example',
        clientId: 'cid',
        clientSecret: 'cs',
        redirectUri: 'https://app.test/auth/callback',
        verifier: 'v'.repeat(43),
        state: 'st',
        tokenEndpoint: 'https://auth.meta.example/token',
        revocationEndpoint: 'https://auth.meta.example/revoke',
      }),
    );
    let revoked = false;
    server.use(
      http.post('https://auth.meta.example/token', () =>
        HttpResponse.json({ access_token: 'tok2', token_type: 'Bearer', scope: 'read', created_at: 1 }),
      ),
      http.get('https://meta.example/api/v1/accounts/verify_credentials', () =>
        HttpResponse.json(makeAccount('7', { acct: 'me' })),
      ),
      http.post('https://auth.meta.example/revoke', () => {
        revoked = true;
        return HttpResponse.json({});
      }),
    );
    const switchSession = jest.fn();
    const first = makeTestStore({ switchSession, localStorage, sessionStorage });
    first.runSaga(lazyFeaturesSaga);
    first.store.dispatch(signInIntents.callbackReceived({ code: 'c', state: 'st' }));
    await settleUntil(() => switchSession.mock.calls.length > 0);
    expect(activeAccount(localStorage)).toMatchObject({
      baseUrl: 'https://meta.example',
      revocationEndpoint: 'https://auth.meta.example/revoke',
    });

    const second = makeTestStore(
      { switchSession, localStorage },
      { auth: { ...signedInAuth('7'), accountKey: '7@meta.example' } },
    );
    second.runSaga(lazyFeaturesSaga);
    second.store.dispatch(sessionIntents.signOutRequested());
    await settleUntil(() => switchSession.mock.calls.length > 1);
    expect(revoked).toBe(true);
  });
});

describe('OAuth mix-up: a callback is used only on the server its sign-in was started for', () => {
  function attempt(baseUrl: string, state: string, extra: Record<string, unknown> = {}) {
    return {
      baseUrl,
      clientId: `cid-${state}`,
      clientSecret: 'cs',
      redirectUri: 'https://app.test/auth/callback',
      verifier: 'v'.repeat(43),
      state,
      tokenEndpoint: `${baseUrl}/oauth/token`,
      revocationEndpoint: `${baseUrl}/oauth/revoke`,
      ...extra,
    };
  }

  /** Counts the code exchanges each server receives and answers them as an honest server would. */
  function tokenEndpoints(...origins: string[]) {
    const exchanged: Record<string, string[]> = {};
    for (const origin of origins) {
      exchanged[origin] = [];
      server.use(
        http.post(`${origin}/oauth/token`, async ({ request }) => {
          exchanged[origin].push(new URLSearchParams(await request.text()).get('code') ?? '');
          return HttpResponse.json({
            access_token: 'tok',
            token_type: 'Bearer',
            scope: 'read',
            created_at: 1,
          });
        }),
        http.get(`${origin}/api/v1/accounts/verify_credentials`, () => HttpResponse.json(makeAccount('5'))),
      );
    }
    return exchanged;
  }

  function callback(payload: Parameters<typeof signInIntents.callbackReceived>[0]) {
    const switchSession = jest.fn();
    const made = makeTestStore({ switchSession, localStorage, sessionStorage });
    made.runSaga(lazyFeaturesSaga);
    made.store.dispatch(signInIntents.callbackReceived(payload));
    const done = () =>
      switchSession.mock.calls.length > 0 || made.store.getState().auth.signIn.status === 'failed';
    return { ...made, switchSession, done };
  }

  it('a callback whose iss names another server is refused, and its code is sent nowhere', async () => {
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify([attempt('https://hostile.example', 'st')]));
    const exchanged = tokenEndpoints('https://hostile.example', 'https://honest.example');
    const { store, switchSession, done } = callback({
      code: 'honest-code',
      state: 'st',
      iss: 'https://honest.example/',
    });
    await settleUntil(done);
    expect(store.getState().auth.signIn).toMatchObject({ status: 'failed', error: 'otherServer' });
    expect(exchanged).toEqual({ 'https://hostile.example': [], 'https://honest.example': [] });
    expect(switchSession).not.toHaveBeenCalled();
    // The attempt is answered: the same link cannot be replayed.
    expect(readPendingSignIns(sessionStorage)).toEqual([]);
  });

  it('a callback without iss is refused when the server said its answers always carry it', async () => {
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify([
        attempt('https://strict.example', 'st', {
          issuer: 'https://strict.example/',
          issuerInResponse: true,
        }),
      ]),
    );
    const exchanged = tokenEndpoints('https://strict.example');
    const { store, done } = callback({ code: 'c', state: 'st' });
    await settleUntil(done);
    expect(store.getState().auth.signIn.error).toBe('otherServer');
    expect(exchanged['https://strict.example']).toEqual([]);
  });

  it('a callback naming its own server signs in, whether or not the issuer ends with a slash', async () => {
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify([
        attempt('https://own.example', 'st', { issuer: 'https://own.example/', issuerInResponse: true }),
      ]),
    );
    const exchanged = tokenEndpoints('https://own.example');
    const { switchSession, done } = callback({ code: 'own-code', state: 'st', iss: 'https://own.example' });
    await settleUntil(done);
    expect(exchanged['https://own.example']).toEqual(['own-code']);
    expect(switchSession).toHaveBeenCalledTimes(1);
  });

  it('a server without iss in its answers still signs in when the callback carries none', async () => {
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify([attempt('https://older.example', 'st')]));
    const exchanged = tokenEndpoints('https://older.example');
    const { switchSession, done } = callback({ code: 'c', state: 'st' });
    await settleUntil(done);
    expect(exchanged['https://older.example']).toEqual(['c']);
    expect(switchSession).toHaveBeenCalledTimes(1);
  });

  it("metadata claiming another server's issuer is ignored, so that server's callbacks stay refused", async () => {
    server.use(
      http.get('https://hostile.example/.well-known/oauth-authorization-server', () =>
        HttpResponse.json({
          issuer: 'https://honest.example/',
          authorization_endpoint: 'https://hostile.example/authorize',
          token_endpoint: 'https://hostile.example/steal',
          authorization_response_iss_parameter_supported: true,
        }),
      ),
      http.post('https://hostile.example/api/v1/apps', () => HttpResponse.json(APP)),
    );
    const { navigate, done } = startSignIn('hostile.example');
    await settleUntil(done);
    expect((navigate.mock.calls[0][0] as string).startsWith('https://hostile.example/oauth/authorize?')).toBe(
      true,
    );
    const started = readPendingSignIns(sessionStorage).at(-1)!;
    expect(started).toMatchObject({
      issuer: 'https://hostile.example/',
      tokenEndpoint: 'https://hostile.example/oauth/token',
    });

    const exchanged = tokenEndpoints('https://hostile.example', 'https://honest.example');
    const { store, done: answered } = callback({
      code: 'honest-code',
      state: started.state,
      iss: 'https://honest.example/',
    });
    await settleUntil(answered);
    expect(store.getState().auth.signIn.error).toBe('otherServer');
    expect(exchanged['https://hostile.example']).toEqual([]);
  });

  it('with two sign-ins under way, a callback is matched to its own attempt by state and the other is kept', async () => {
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify([attempt('https://one.example', 'first'), attempt('https://two.example', 'second')]),
    );
    const exchanged = tokenEndpoints('https://one.example', 'https://two.example');
    const { done } = callback({ code: 'two-code', state: 'second', iss: 'https://two.example/' });
    await settleUntil(done);
    expect(exchanged).toEqual({ 'https://one.example': [], 'https://two.example': ['two-code'] });
    expect(readPendingSignIns(sessionStorage).map((a) => a.state)).toEqual(['first']);
  });
});

describe('recent servers and signing in again', () => {
  it('a completed sign-in remembers its server, newest first', async () => {
    localStorage.setItem('fedideck:recentServers', JSON.stringify(['https://a.example']));
    sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({
        baseUrl: 'http://127.0.0.1:4000',
        clientId: 'cid',
        clientSecret: 'cs',
        redirectUri: 'https://app.test/auth/callback',
        verifier: 'v'.repeat(43),
        state: 'st',
      }),
    );
    server.use(
      http.post('http://127.0.0.1:4000/oauth/token', () =>
        HttpResponse.json({ access_token: 't', token_type: 'Bearer', scope: 'read', created_at: 1 }),
      ),
      http.get('http://127.0.0.1:4000/api/v1/accounts/verify_credentials', () =>
        HttpResponse.json(makeAccount('1')),
      ),
    );
    const switchSession = jest.fn();
    const { store, runSaga } = makeTestStore({ switchSession, localStorage, sessionStorage });
    runSaga(lazyFeaturesSaga);
    store.dispatch(signInIntents.callbackReceived({ code: 'c', state: 'st' }));
    await settleUntil(() => switchSession.mock.calls.length > 0);
    expect(loadRecentServers(localStorage)).toEqual(['http://127.0.0.1:4000', 'https://a.example']);
  });

  it("'Sign in again' signs in on the account's own server, not on the page's origin", async () => {
    const account = { ...savedAccount, baseUrl: 'https://home.example/pre', domain: 'home.example' };
    saveAndActivate(localStorage, account);
    server.use(
      noMetadata('https://home.example/pre'),
      http.post('https://home.example/pre/api/v1/apps', () => HttpResponse.json(APP)),
    );
    const navigate = jest.fn();
    const { store, runSaga } = makeTestStore(
      { navigate, origin: 'https://app.test', account, sessionStorage },
      { auth: { ...signedInAuth(), sessionExpired: true } },
    );
    runSaga(lazyFeaturesSaga);
    store.dispatch(signInIntents.requested({ again: true }));
    await settleUntil(() => navigate.mock.calls.length > 0);
    expect(
      (navigate.mock.calls[0][0] as string).startsWith('https://home.example/pre/oauth/authorize?'),
    ).toBe(true);
  });
});

describe('a session that ended', () => {
  it.each([401, 422])(
    'verify_credentials answering %i shows the session-expired state and no toast',
    async (status) => {
      server.use(
        http.get(`${BASE_URL}/api/v1/accounts/verify_credentials`, () =>
          HttpResponse.json({ error: 'The access token is invalid' }, { status }),
        ),
      );
      const api = createApiClient({ baseUrl: BASE_URL, getToken: () => 'tok' });
      const { store, runSaga } = makeTestStore({ api, account: savedAccount }, { auth: signedInAuth() });
      await runSaga(verifySession).toPromise();
      await flush();
      expect(store.getState().auth.sessionExpired).toBe(true);
      expect(store.getState().alerts).toEqual([]);
    },
  );

  it('another failure of verify_credentials still alerts and leaves the session alone', async () => {
    server.use(
      http.get(`${BASE_URL}/api/v1/accounts/verify_credentials`, () =>
        HttpResponse.json({ error: 'Validation failed' }, { status: 400 }),
      ),
    );
    const api = createApiClient({ baseUrl: BASE_URL, getToken: () => 'tok' });
    const { store, runSaga } = makeTestStore({ api, account: savedAccount }, { auth: signedInAuth() });
    await runSaga(verifySession).toPromise();
    await settleUntil(() => store.getState().alerts.length > 0);
    expect(store.getState().auth.sessionExpired).toBe(false);
    expect(store.getState().alerts).toHaveLength(1);
  });
});
