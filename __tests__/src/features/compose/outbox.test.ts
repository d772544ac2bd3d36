import { postLoadedIntoCompose } from '../../../../src/domain/events';
import { ApiError } from '../../../../src/api/errors';
import { createMemoryAccountDb } from '../../../../src/db/memoryStore';
import type { AccountDb, OutboxEntry } from '../../../../src/db/types';
import { composeSaga } from '../../../../src/features/compose/sagas';
import { composeChanged, submitRequested } from '../../../../src/features/compose/slice';
import { outboxCancelRequested, outboxEditRequested } from '../../../../src/features/compose/outbox/slice';
import { initialTimeline } from '../../../../src/features/timelines/slice';
import {
  composeBoxFeatures,
  fakeApi,
  flush,
  inEnglish,
  makeAccount,
  makeStatus,
  makeTestStore,
  savedAccount,
  signedInAuth,
} from '../../fixtures';

const ok = (data: unknown) => ({ data, status: 200, links: {}, headers: new Headers() });
const networkError = () => new ApiError({ kind: 'network', statusText: 'Network error' });
const httpError = (status: number, error: string) =>
  new ApiError({ kind: 'http', status, statusText: 'Refused', error });

async function settle(times = 6) {
  for (let i = 0; i < times; i++) await flush();
}

function setup(db: AccountDb = createMemoryAccountDb('outbox')) {
  const api = fakeApi();
  const made = makeTestStore(
    { api, db, account: savedAccount },
    { auth: signedInAuth('1'), timelines: { home: { ...initialTimeline, loaded: true, items: ['5'] } } },
  );
  made.runSaga(composeSaga);
  // The compose box's own watchers, started with the box.
  made.runSaga(composeBoxFeatures);
  return { ...made, api, db };
}

function entry(key: string, text: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    key,
    params: { status: text, visibility: 'public', spoiler_text: '', language: 'en', in_reply_to_id: null },
    draft: { params: { status: text, sensitive: false, visibility: 'public' }, spoiler: false, updatedAt: 1 },
    createdAt: Number(key.replace(/\D/g, '')) || 1,
    attempts: 0,
    state: 'waiting',
    baseUrl: 'http://localhost',
    token: 'tok',
    ...overrides,
  };
}

async function seeded(...entries: OutboxEntry[]) {
  const db = createMemoryAccountDb('outbox');
  const outbox = await db.outbox();
  for (const e of entries) await outbox.queue(e, 'none');
  return db;
}

const list = async (db: AccountDb) => (await db.outbox()).list();
const alertsInEnglish = (state: { alerts: object[] }) => state.alerts.map((a) => inEnglish(a));

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};

describe('outbox: queuing', () => {
  it('an offline submit queues the post with its Idempotency-Key and empties the compose box', async () => {
    online = false;
    const { store, api, db } = setup();
    store.dispatch(composeChanged({ field: 'text', value: 'Written on a train' }));
    store.dispatch(composeChanged({ field: 'privacy', value: 'unlisted' }));
    const key = store.getState().compose.idempotencyKey;
    const session = store.getState().compose.session;
    await db.putDraft(session, { params: { status: 'x', sensitive: false }, spoiler: false, updatedAt: 1 });
    store.dispatch(submitRequested());
    await settle();
    expect(api.post).not.toHaveBeenCalled();
    const [queued] = await list(db);
    expect(queued).toMatchObject({
      key,
      params: { status: 'Written on a train', visibility: 'unlisted' },
      draft: { params: { status: 'Written on a train' } },
      attempts: 0,
      state: 'waiting',
      baseUrl: savedAccount.baseUrl,
      token: savedAccount.token,
    });
    expect(await db.getDraft(session)).toBeUndefined();
    const { compose } = store.getState();
    expect(compose).toMatchObject({ text: '', is_submitting: false, privacy: 'unlisted' });
    expect(compose.outbox).toEqual([expect.objectContaining({ key, text: 'Written on a train' })]);
    expect(alertsInEnglish(store.getState())).toContainEqual(
      expect.objectContaining({
        message: 'You are offline. Your post will be sent when the connection returns.',
      }),
    );
  });

  it('a request that gets no answer (network failure) queues the post', async () => {
    const { store, api, db } = setup();
    api.post.mockRejectedValue(networkError());
    store.dispatch(composeChanged({ field: 'text', value: 'Lost in the tunnel' }));
    const key = store.getState().compose.idempotencyKey;
    store.dispatch(submitRequested());
    await settle();
    expect((await list(db)).map((e) => e.key)).toEqual([key]);
    expect(store.getState().compose.text).toBe('');
  });

  it('an HTTP error does not queue: the text stays and the server says why', async () => {
    const { store, api, db } = setup();
    api.post.mockRejectedValue(httpError(422, 'Text too long'));
    store.dispatch(composeChanged({ field: 'text', value: 'Too long' }));
    store.dispatch(submitRequested());
    await settle();
    expect(await list(db)).toEqual([]);
    expect(store.getState().compose).toMatchObject({ text: 'Too long', is_submitting: false });
    expect(store.getState().compose.outbox).toBeUndefined();
  });

  it('an edit (PUT) that gets no answer is not queued', async () => {
    const { store, api, db } = setup();
    api.put.mockRejectedValue(networkError());
    store.dispatch(postLoadedIntoCompose({ text: 'Edited', edited_status_id: '9' } as never));
    store.dispatch(submitRequested());
    await settle();
    expect(api.put).toHaveBeenCalled();
    expect(await list(db)).toEqual([]);
    expect(store.getState().compose.text).toBe('Edited');
  });
});

describe('outbox: sending', () => {
  it('coming online sends each post with its own key, in order, once', async () => {
    online = false;
    const db = await seeded(entry('k2', 'second'), entry('k1', 'first'));
    const { api, store } = setup(db);
    api.post
      .mockResolvedValueOnce(ok(makeStatus('21', { account: makeAccount('1', { acct: 'me' }) })))
      .mockResolvedValueOnce(ok(makeStatus('22', { account: makeAccount('1', { acct: 'me' }) })));
    await settle();
    expect(api.post).not.toHaveBeenCalled();
    expect(store.getState().compose.outbox?.map((i) => i.key)).toEqual(['k1', 'k2']);
    goOnline();
    await settle(10);
    expect(api.post.mock.calls.map((c) => c[1]?.idempotencyKey)).toEqual(['k1', 'k2']);
    goOnline();
    await settle(10);
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('a 2xx answer removes the post from the outbox and imports it into Home with "Post published."', async () => {
    const db = await seeded(entry('k1', 'hello'));
    const { api, store } = setup(db);
    api.post.mockResolvedValue(ok(makeStatus('30', { account: makeAccount('1', { acct: 'me' }) })));
    await settle(10);
    expect(api.post).toHaveBeenCalledWith('/api/v1/statuses', {
      json: expect.objectContaining({ status: 'hello' }),
      idempotencyKey: 'k1',
    });
    expect(await list(db)).toEqual([]);
    expect(store.getState().compose.outbox).toEqual([]);
    expect(store.getState().statuses.entities['30']).toBeDefined();
    expect(store.getState().timelines.home.items).toEqual(['30', '5']);
    expect(alertsInEnglish(store.getState())).toContainEqual(
      expect.objectContaining({ message: 'Post published.', action: { label: 'Open', path: '/@me/30' } }),
    );
  });

  it("a 4xx answer returns the post to the compose box with the server's message", async () => {
    const db = await seeded(entry('k1', 'refused text'));
    const { api, store } = setup(db);
    api.post.mockRejectedValue(httpError(422, 'Validation failed: Text character limit of 500 exceeded'));
    await settle(10);
    expect(await list(db)).toEqual([]);
    expect(store.getState().compose.text).toBe('refused text');
    expect(store.getState().compose.idempotencyKey).not.toBe('k1');
    expect((await db.getDraft(store.getState().compose.session))?.params.status).toBe('refused text');
    expect(alertsInEnglish(store.getState())).toContainEqual(
      expect.objectContaining({
        message: 'Your post could not be sent: Validation failed: Text character limit of 500 exceeded',
      }),
    );
  });

  it('a 4xx answer while the compose box holds text keeps the post, marked with the message, until the box is free', async () => {
    online = false;
    const db = await seeded(entry('k1', 'refused text'));
    const { api, store } = setup(db);
    await settle();
    store.dispatch(composeChanged({ field: 'text', value: 'something else' }));
    api.post.mockRejectedValue(httpError(404, 'Record not found'));
    goOnline();
    await settle(10);
    expect(await list(db)).toEqual([
      expect.objectContaining({ key: 'k1', state: 'failed', lastError: 'Record not found' }),
    ]);
    expect(store.getState().compose.text).toBe('something else');
    store.dispatch({ type: 'compose/reset' });
    await settle(10);
    expect(await list(db)).toEqual([]);
    expect(store.getState().compose.text).toBe('refused text');
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('a 5xx answer keeps the post for later, counting the attempt', async () => {
    const db = await seeded(entry('k1', 'later'));
    const { api, store } = setup(db);
    api.post.mockRejectedValue(httpError(503, 'Service unavailable'));
    await settle(10);
    expect(await list(db)).toEqual([
      expect.objectContaining({ key: 'k1', state: 'waiting', attempts: 1, lastError: 'Service unavailable' }),
    ]);
    expect(store.getState().compose.text).toBe('');
  });

  it('a 429 answer is waited out, not given back', async () => {
    const db = await seeded(entry('k1', 'later'));
    const { api } = setup(db);
    api.post.mockRejectedValue(httpError(429, 'Too many requests'));
    await settle(10);
    expect(await list(db)).toEqual([expect.objectContaining({ state: 'waiting', attempts: 1 })]);
  });
});

describe('outbox: edit and cancel', () => {
  it('cancel deletes the waiting post', async () => {
    online = false;
    const db = await seeded(entry('k1', 'never mind'));
    const { store, api } = setup(db);
    await settle();
    store.dispatch(outboxCancelRequested({ key: 'k1' }));
    await settle();
    expect(await list(db)).toEqual([]);
    expect(store.getState().compose.outbox).toEqual([]);
    goOnline();
    await settle(10);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('edit takes the post out of the outbox into the compose box and its draft', async () => {
    online = false;
    const db = await seeded(entry('k1', 'fix the typo'));
    const { store } = setup(db);
    await settle();
    store.dispatch(outboxEditRequested({ key: 'k1' }));
    await settle();
    expect(await list(db)).toEqual([]);
    expect(store.getState().compose).toMatchObject({ text: 'fix the typo', outbox: [] });
    expect((await db.getDraft(store.getState().compose.session))?.params.status).toBe('fix the typo');
  });
});
