import { sessionIntents } from '../../../src/features/auth/intents';
import { lazyFeaturesSaga } from '../../../src/store/lazyFeatures';
import { http, HttpResponse } from 'msw';
import { call } from 'typed-redux-saga/macro';
import { listenToTabs } from '../../../src/app/tabsChannel';
import { ApiError } from '../../../src/api/errors';
import { openAccountDb } from '../../../src/db/open';
import { dbNameFor } from '../../../src/db/schema';
import { reportError } from '../../../src/features/alerts/sagas';

import {
  loadRegistry,
  saveAndActivate,
  SAVED_ACCOUNTS_KEY,
  type SavedAccount,
} from '../../../src/features/auth/savedAccounts';
import { settingsSaga } from '../../../src/features/settings/sagas';
import { localSettingChanged, settingChanged } from '../../../src/features/settings/slice';
import { createSessionManager, type SessionManager } from '../../../src/store/session';
import { BASE_URL, inEnglish, makeAccount, makeTestStore, settleUntil, signedInAuth } from '../fixtures';
import { mswServerForSuite } from '../msw';
import { fakeTabs } from '../tabsFakes';

const server = mswServerForSuite({ onUnhandledRequest: 'bypass' });

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
  key: '2@localhost',
  accountId: '2',
  token: 'other-tok',
  acct: 'you@localhost',
};

class NoSocket {
  static OPEN = 1;
  static CONNECTING = 0;
  readyState = 0;
  close() {}
}

/** The instance as a session's start-up asks it; `revoked` tokens are refused in Mastodon's words. */
function instance(revoked: Set<string> = new Set()) {
  const calls: string[] = [];
  server.use(
    http.get(`${BASE_URL}/api/v1/accounts/verify_credentials`, ({ request }) => {
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
      calls.push(`verify ${token}`);
      if (revoked.has(token))
        return HttpResponse.json({ error: 'The access token was revoked' }, { status: 401 });
      return HttpResponse.json(makeAccount(token === 'tok' ? '1' : '2'));
    }),
    http.get(`${BASE_URL}/api/v2/instance`, () =>
      HttpResponse.json({ domain: 'localhost', configuration: {} }),
    ),
    http.get(`${BASE_URL}/api/web/settings`, () => HttpResponse.json({})),
    http.get(`${BASE_URL}/api/v1/custom_emojis`, () => HttpResponse.json([])),
    http.post(`${BASE_URL}/oauth/revoke`, () => {
      calls.push('revoke');
      return HttpResponse.json({});
    }),
  );
  return calls;
}

const alertsOf = (sessions: SessionManager) =>
  (sessions.current()?.store.getState().alerts ?? []).map((alert) => inEnglish(alert).message);

/** Tab B: the app as a page runs it, following the other tabs; tab A: the stores whose sagas act. */
async function twoTabs() {
  saveAndActivate(localStorage, other);
  saveAndActivate(localStorage, mine);
  const [a, b] = fakeTabs(2);
  const tabB = createSessionManager({
    origin: BASE_URL,
    localStorage,
    WebSocket: NoSocket as unknown as typeof WebSocket,
    tabs: b,
  });
  await tabB.start();
  const stop = listenToTabs(tabB, { channel: b, storage: localStorage, target: window });
  const db = await openAccountDb(mine.key);
  const switchSession = jest.fn();
  const tabA = makeTestStore(
    { tabs: a, localStorage, db, account: mine, switchSession },
    { auth: signedInAuth('1') },
  );
  return { a, b, tabA, tabB, switchSession, stop };
}

/** Waits, in real time, until `check` holds (at most 5 s): a chunk loaded for the first time is slow. */
async function until(check: () => boolean) {
  for (let waited = 0; waited < 5_000 && !check(); waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

const shownKey = (sessions: SessionManager) => sessions.current()?.services.account?.key ?? null;

let cleanup: (() => void)[] = [];
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(async () => {
  cleanup.forEach((stop) => stop());
  cleanup = [];
  // The start-up calls of the last session end before the environment goes.
  await new Promise((resolve) => setTimeout(resolve, 100));
  jest.restoreAllMocks();
});

async function started() {
  const tabs = await twoTabs();
  cleanup.push(tabs.stop, () => tabs.tabB.current()?.close());
  return tabs;
}

describe('tabs: signing out in one tab signs that account out in every tab', () => {
  it('the other tab stops using the account before its token is revoked, closes its database so it can be deleted, and shows the next account with the same notice and no error', async () => {
    const calls = instance();
    const { tabA, tabB, switchSession } = await started();
    const before = tabB.current();
    let otherTabStoppedFirst: boolean | null = null;
    server.use(
      http.post(`${BASE_URL}/oauth/revoke`, () => {
        otherTabStoppedFirst = before?.sagaTask?.isCancelled() ?? false;
        calls.push('revoke');
        return HttpResponse.json({});
      }),
    );
    tabA.runSaga(lazyFeaturesSaga);
    tabA.store.dispatch(sessionIntents.signOutRequested());
    await until(() => switchSession.mock.calls.length > 0);
    await until(() => shownKey(tabB) === other.key);

    expect(otherTabStoppedFirst).toBe(true);
    expect(shownKey(tabB)).toBe(other.key);
    expect(tabB.current()).not.toBe(before);
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(dbNameFor(mine.key));
    expect(names).toContain(dbNameFor(other.key));
    // Its connection was closed when it was told, so the delete never waited for it.
    expect(String(jest.mocked(console.warn).mock.calls)).not.toMatch(/waits for other tabs|blocked/);
    await until(() => calls.includes('verify other-tok'));
    // The notice the signing-out tab shows, once, and no "Sign in again" or error.
    expect(alertsOf(tabB)).toEqual(['Signed out of @me@localhost. Now using @you@localhost']);
    expect(tabB.current()?.store.getState().auth).toMatchObject({ signedIn: true, sessionExpired: false });
    expect(
      tabB
        .current()
        ?.store.getState()
        .auth.savedAccounts.map((s) => s.key),
    ).toEqual([other.key]);
  });

  it('signing out the last account leaves the other tab signed out, with the notice', async () => {
    instance();
    localStorage.clear();
    const { tabA, tabB, switchSession } = await (async () => {
      const tabs = await started();
      // Only `mine` is saved.
      localStorage.setItem(SAVED_ACCOUNTS_KEY, JSON.stringify({ accounts: [mine], activeKey: mine.key }));
      return tabs;
    })();
    tabA.runSaga(lazyFeaturesSaga);
    tabA.store.dispatch(sessionIntents.signOutRequested());
    await until(() => switchSession.mock.calls.length > 0);
    await until(() => tabB.current()?.services.account === null);
    expect(tabB.current()?.services.account).toBeNull();
    expect(tabB.current()?.store.getState().auth.signedIn).toBe(false);
    expect(alertsOf(tabB)).toEqual(['Signed out of @me@localhost']);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(dbNameFor(mine.key));
  });

  it('a token revoked elsewhere, found out in one tab, signs the account out of the other in the same words', async () => {
    instance(new Set(['tok']));
    const { tabA, tabB } = await started();
    const before = tabB.current();
    const switchSession = jest.fn();
    const revokedTab = makeTestStore(
      { tabs: tabA.services.tabs, localStorage, db: tabA.services.db, account: mine, switchSession },
      { auth: signedInAuth('1') },
    );
    revokedTab.runSaga(lazyFeaturesSaga);
    revokedTab.runSaga(function* () {
      yield* call(
        reportError,
        new ApiError({ kind: 'http', status: 401, error: 'The access token was revoked' }),
      );
    });
    await until(() => shownKey(tabB) === other.key);
    expect(before?.sagaTask?.isCancelled()).toBe(true);
    expect(shownKey(tabB)).toBe(other.key);
    expect(alertsOf(tabB)).toEqual([
      'Signed out of @me@localhost: its server no longer accepts this sign-in. Now using @you@localhost',
    ]);
    expect(loadRegistry(localStorage).accounts.map((a) => a.key)).toEqual([other.key]);
  });

  it('a sign-out of an account another tab does not show leaves that tab as it is', async () => {
    instance();
    const { a, tabB } = await started();
    const before = tabB.current();
    a.post({ type: 'signingOut', accountKey: '9@elsewhere' });
    a.post({
      type: 'signedOut',
      accountKey: '9@elsewhere',
      acct: 'x@elsewhere',
      revoked: false,
      next: mine.key,
    });
    await settleUntil(() => false, 20);
    expect(tabB.current()).toBe(before);
    expect(before?.sagaTask?.isCancelled()).toBe(false);
  });
});

describe('tabs: switching account in one tab switches every tab', () => {
  it('the other tab builds the same account’s session, saying "Now using @acct" once', async () => {
    instance();
    const { tabA, tabB, switchSession } = await started();
    tabA.runSaga(lazyFeaturesSaga);
    tabA.store.dispatch(sessionIntents.switchRequested({ accountKey: other.key }));
    await until(() => switchSession.mock.calls.length > 0);
    await until(() => shownKey(tabB) === other.key);
    expect(shownKey(tabB)).toBe(other.key);
    expect(tabB.current()?.store.getState().auth.accountKey).toBe(other.key);
    await settleUntil(() => false, 20);
    expect(alertsOf(tabB)).toEqual(['Now using @you@localhost']);
  });

  it('a tab already on that account stays as it is', async () => {
    instance();
    const { a, tabB } = await started();
    const before = tabB.current();
    a.post({ type: 'switched', accountKey: mine.key });
    await settleUntil(() => false, 20);
    expect(tabB.current()).toBe(before);
    expect(alertsOf(tabB)).toEqual([]);
  });

  it('an account signed in in another tab joins this tab’s list, and this tab stays on its account', async () => {
    instance();
    const { tabB } = await started();
    const before = tabB.current();
    const newcomer = { ...other, key: '3@localhost', accountId: '3', acct: 'new@localhost', token: 't3' };
    saveAndActivate(localStorage, newcomer);
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_ACCOUNTS_KEY }));
    expect(
      tabB
        .current()
        ?.store.getState()
        .auth.savedAccounts.map((s) => s.key),
    ).toEqual([other.key, mine.key, newcomer.key]);
    expect(tabB.current()).toBe(before);
  });
});

describe('tabs: settings apply in every tab', () => {
  it('a device setting and a synced one changed in one tab apply in the other at once, which neither stores, sends nor passes them on', async () => {
    instance();
    const { a, b, tabA, tabB } = await started();
    tabA.runSaga(settingsSaga);
    const columns = [
      { id: 'HOME', uuid: 'h' },
      { id: 'PUBLIC', uuid: 'p' },
    ];
    const store = tabB.current()!.store;
    const put = jest.spyOn(tabB.current()!.services.db, 'putSettings');
    tabA.store.dispatch(localSettingChanged({ theme: 'dark', stretch: false }));
    tabA.store.dispatch(settingChanged({ path: ['columns'], value: columns }));
    tabA.store.dispatch(settingChanged({ path: ['home', 'shows', 'reblog'], value: false }));
    await until(() => store.getState().settings.synced.home.shows.reblog === false);
    expect(store.getState().settings.local).toMatchObject({ theme: 'dark', stretch: false });
    expect(store.getState().settings.synced.columns).toEqual(columns);
    expect(store.getState().settings.synced.home.shows.reblog).toBe(false);
    // Tab A saves them; tab B only shows them.
    expect(store.getState().settings.saved).toBe(true);
    await settleUntil(() => false, 20);
    expect(put).not.toHaveBeenCalled();
    expect(b.sent).toEqual([]);
    expect(a.sent).toHaveLength(3);
  });

  it('a future device setting (the interface language) travels the same way', async () => {
    instance();
    const { a, tabB } = await started();
    a.post({ type: 'settingsChanged', device: { locale: 'fr' } });
    await settleUntil(() => false, 10);
    expect(tabB.current()?.store.getState().settings.local).toMatchObject({ locale: 'fr' });
  });

  it('another account’s synced change, or a value of the wrong kind, changes nothing', async () => {
    instance();
    const { a, tabB } = await started();
    const before = tabB.current()!.store.getState().settings;
    a.post({
      type: 'settingsChanged',
      synced: { accountKey: other.key, path: ['trends', 'show'], value: false },
    });
    a.post({ type: 'settingsChanged', synced: { accountKey: mine.key, path: ['columns'], value: 'HOME' } });
    a.post({ type: 'settingsChanged', device: { theme: 5 } });
    await settleUntil(() => false, 10);
    expect(tabB.current()!.store.getState().settings).toBe(before);
  });
});
