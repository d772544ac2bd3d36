// Each compose session (a tab's box) keeps its own draft under its own key: two tabs of one account
// never overwrite each other's text, a reload finds its own, and posting removes its own only.
import { openDB } from 'idb';
import { dbHydrated } from '../../../../../src/db/actions';
import { composeSessionOf } from '../../../../../src/db/composeSession';
import { readHydration } from '../../../../../src/db/hydrate';
import { openAccountDb } from '../../../../../src/db/open';
import { dbNameFor } from '../../../../../src/db/schema';
import type { AccountDb } from '../../../../../src/db/types';
import { editRequested, replyRequested } from '../../../../../src/domain/events';
import { entitiesImported } from '../../../../../src/domain/importer/actions';
import { draftsRequested } from '../../../../../src/features/compose/intents';
import { outboxEditRequested } from '../../../../../src/features/compose/outbox/slice';
import { composeSaga } from '../../../../../src/features/compose/sagas';
import {
  composeChanged,
  makeInitialCompose,
  submitRequested,
} from '../../../../../src/features/compose/slice';
import {
  answer,
  composeBoxFeatures,
  fakeApi,
  makeAccount,
  makeStatus,
  makeTestStore,
  savedAccount,
  settle,
  settleUntil,
  signedInAuth,
} from '../../../fixtures';
import { memoryStorage } from '../../../tabsFakes';

let dbCount = 0;
const uniqueKey = () => `drafts-${Date.now()}-${dbCount++}@localhost`;

/** One tab of the account: its own store and compose session over the account's one database. */
function tab(db: AccountDb, session: string, sessionStorage: Storage = memoryStorage()) {
  const api = fakeApi();
  const made = makeTestStore(
    { api, db, sessionStorage, account: savedAccount },
    { auth: signedInAuth('1'), compose: makeInitialCompose(undefined, session) },
  );
  made.runSaga(composeSaga);
  made.runSaga(composeBoxFeatures);
  return { ...made, api, sessionStorage };
}

const type = (store: ReturnType<typeof tab>['store'], text: string) =>
  store.dispatch(composeChanged({ field: 'text', value: text }));

const status = (db: AccountDb, key: string) => db.getDraft(key).then((draft) => draft?.params.status);

/** Waits (real time) until the database shows what `check` looks for: the draft's save is debounced. */
async function eventually(check: () => Promise<boolean>, limitMs = 5_000) {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('The database never showed the expected draft.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('compose sessions: one draft record per tab', () => {
  it('two tabs of the same account keep their drafts apart: writing in B never changes A', async () => {
    const key = uniqueKey();
    const dbA = await openAccountDb(key);
    const dbB = await openAccountDb(key);
    const a = tab(dbA, 'session-a');
    const b = tab(dbB, 'session-b');
    type(a.store, 'written in the PWA window');
    await eventually(async () => (await status(dbB, 'session-a')) === 'written in the PWA window');
    type(b.store, 'written in the browser tab');
    await eventually(async () => (await status(dbB, 'session-b')) === 'written in the browser tab');
    type(b.store, 'written in the browser tab, longer');
    await eventually(async () => (await status(dbB, 'session-b')) === 'written in the browser tab, longer');
    expect(await status(dbA, 'session-a')).toBe('written in the PWA window');
    // Tab A closes: its text is still there, in tab B's Drafts list.
    a.sagaTask?.cancel();
    dbA.close();
    b.store.dispatch(draftsRequested());
    await settleUntil(() => b.store.getState().compose.drafts !== undefined);
    expect(b.store.getState().compose.drafts).toEqual([
      expect.objectContaining({ session: 'session-a', text: 'written in the PWA window' }),
    ]);
    dbB.close();
  });

  it('a reload of the same tab restores its own draft, not another tab’s; a new tab starts empty with its own session', async () => {
    const key = uniqueKey();
    const db = await openAccountDb(key);
    const storage = memoryStorage();
    const mine = composeSessionOf(db.name, storage);
    // The same tab asks again (a reload): the same session.
    expect(composeSessionOf(db.name, storage)).toBe(mine);
    const newTab = composeSessionOf(db.name, memoryStorage());
    expect(newTab).not.toBe(mine);
    const draft = (text: string, updatedAt: number) => ({
      params: { status: text, sensitive: false },
      spoiler: false,
      updatedAt,
    });
    await db.putDraft(mine, draft('my own words', 1));
    await db.putDraft('another-tab', draft('the other tab, written later', 2));
    expect((await readHydration(db, mine)).draft?.params.status).toBe('my own words');
    expect((await readHydration(db, newTab)).draft).toBeNull();
    // The box saves under its session and keeps it for the next reload.
    jest.useFakeTimers();
    const t = tab(db, mine, storage);
    t.store.dispatch(
      dbHydrated({
        entities: { statuses: [], accounts: [], polls: [] },
        timelines: {},
        draft: (await db.getDraft(mine)) ?? null,
        settings: null,
      }),
    );
    await jest.advanceTimersByTimeAsync(100);
    expect(t.store.getState().compose.text).toBe('my own words');
    type(t.store, 'my own words, more');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await status(db, mine)).toBe('my own words, more');
    expect(await status(db, 'another-tab')).toBe('the other tab, written later');
    expect(composeSessionOf(db.name, storage)).toBe(mine);
    db.close();
  });

  it('a reply started over text starts a new session: the text stays a draft of its own, without a question', async () => {
    const key = uniqueKey();
    const db = await openAccountDb(key);
    const t = tab(db, 'before-reply');
    t.store.dispatch(
      entitiesImported({ statuses: [makeStatus('7', { account: makeAccount('2', { acct: 'bob' }) })] }),
    );
    type(t.store, 'half a thought');
    t.store.dispatch(replyRequested({ statusId: '7' }));
    await settleUntil(() => t.store.getState().compose.in_reply_to === '7');
    const { compose, modals } = t.store.getState();
    expect(modals.stack).toEqual([]);
    expect(compose).toMatchObject({ text: '@bob ', in_reply_to: '7' });
    expect(compose.session).not.toBe('before-reply');
    // Saved at once, not after the debounce: nothing typed is lost.
    expect(await status(db, 'before-reply')).toBe('half a thought');
    expect(t.sessionStorage.getItem(`fedideck:composeSession:${db.name}`)).toBe(compose.session);
    // A second reply over the untouched first one reuses the box: no empty reply is kept.
    t.store.dispatch(
      entitiesImported({ statuses: [makeStatus('8', { account: makeAccount('3', { acct: 'carol' }) })] }),
    );
    const replySession = compose.session;
    t.store.dispatch(replyRequested({ statusId: '8' }));
    await settleUntil(() => t.store.getState().compose.in_reply_to === '8');
    expect(t.store.getState().compose.session).toBe(replySession);
    db.close();
  });

  it('an edit started over text keeps the text as a draft too', async () => {
    const key = uniqueKey();
    const db = await openAccountDb(key);
    const t = tab(db, 'before-edit');
    t.store.dispatch(
      entitiesImported({ statuses: [makeStatus('4', { account: makeAccount('1', { acct: 'me' }) })] }),
    );
    t.api.get.mockResolvedValue(answer({ id: '4', text: 'the old post', spoiler_text: '' }));
    type(t.store, 'something else');
    t.store.dispatch(editRequested({ statusId: '4' }));
    await settleUntil(() => t.store.getState().compose.edited_status_id === '4');
    expect(t.store.getState().compose.text).toBe('the old post');
    expect(await status(db, 'before-edit')).toBe('something else');
    db.close();
  });

  it('posting deletes only its own session’s record, and the box starts a new session', async () => {
    jest.useFakeTimers();
    const key = uniqueKey();
    const db = await openAccountDb(key);
    await db.putDraft('other-tab', {
      params: { status: 'not posted', sensitive: false },
      spoiler: false,
      updatedAt: 1,
    });
    const t = tab(db, 'posting');
    type(t.store, 'posted now');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await status(db, 'posting')).toBe('posted now');
    t.api.post.mockResolvedValue(answer(makeStatus('30', { account: makeAccount('1', { acct: 'me' }) })));
    t.store.dispatch(submitRequested());
    await jest.advanceTimersByTimeAsync(1_000);
    expect(t.api.post).toHaveBeenCalled();
    expect(await db.getDraft('posting')).toBeUndefined();
    expect(await status(db, 'other-tab')).toBe('not posted');
    expect(t.store.getState().compose.session).not.toBe('posting');
    db.close();
  });
});

describe('the outbox with session keys', () => {
  it('queuing offline removes the session’s own draft only, in the same step as the outbox write', async () => {
    jest.useFakeTimers();
    online = false;
    const db = await openAccountDb(uniqueKey());
    await db.putDraft('other-tab', {
      params: { status: 'stays', sensitive: false },
      spoiler: false,
      updatedAt: 1,
    });
    const t = tab(db, 'offline-tab');
    type(t.store, 'Written on a train');
    await jest.advanceTimersByTimeAsync(1_000);
    t.store.dispatch(submitRequested());
    await jest.advanceTimersByTimeAsync(1_000);
    const outbox = await db.outbox();
    expect((await outbox.list()).map((entry) => entry.draft.params.status)).toEqual(['Written on a train']);
    expect(await db.getDraft('offline-tab')).toBeUndefined();
    expect(await status(db, 'other-tab')).toBe('stays');
    db.close();
  });

  it('Edit of a waiting post over text: the text stays a draft, the post comes back under the box’s new session', async () => {
    online = false;
    const db = await openAccountDb(uniqueKey());
    const outbox = await db.outbox();
    await outbox.queue(
      {
        key: 'k1',
        params: { status: 'fix the typo' },
        draft: { params: { status: 'fix the typo', sensitive: false }, spoiler: false, updatedAt: 1 },
        createdAt: 1,
        attempts: 0,
        state: 'waiting',
        baseUrl: savedAccount.baseUrl,
        token: savedAccount.token,
      },
      'queued-from-elsewhere',
    );
    const t = tab(db, 'busy-box');
    await settle();
    type(t.store, 'typing something else');
    t.store.dispatch(outboxEditRequested({ key: 'k1' }));
    await settleUntil(() => t.store.getState().compose.text === 'fix the typo');
    const { session } = t.store.getState().compose;
    expect(session).not.toBe('busy-box');
    expect(await status(db, 'busy-box')).toBe('typing something else');
    expect(await status(db, session)).toBe('fix the typo');
    expect(await outbox.list()).toEqual([]);
    db.close();
  });
});

describe('the draft kept before sessions', () => {
  it('the single `compose` record of an earlier version shows in the Drafts list as an ordinary draft', async () => {
    const key = uniqueKey();
    // A database as the earlier version left it (version 5, one draft under `compose`, flat or not).
    const old = await openDB(dbNameFor(key), 5, {
      upgrade(raw) {
        for (const name of ['statuses', 'accounts', 'polls'])
          raw.createObjectStore(name, { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
        raw.createObjectStore('timelines', { keyPath: 'id' });
        raw.createObjectStore('drafts');
        raw.createObjectStore('settings');
        raw.createObjectStore('outbox', { keyPath: 'key' });
        raw.createObjectStore('notifications');
      },
    });
    await old.put(
      'drafts',
      { params: { status: 'kept from before the upgrade', sensitive: false }, spoiler: false, updatedAt: 5 },
      'compose',
    );
    old.close();
    const db = await openAccountDb(key);
    const t = tab(db, 'first-session-after-upgrade');
    t.store.dispatch(draftsRequested());
    await settleUntil(() => t.store.getState().compose.drafts !== undefined);
    expect(t.store.getState().compose.drafts).toEqual([
      expect.objectContaining({ session: 'compose', text: 'kept from before the upgrade', updatedAt: 5 }),
    ]);
    db.close();
  });
});
