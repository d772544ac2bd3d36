import { quoteRequested, replyRequested } from '../../../../src/domain/events';
import { readDraft } from '../../../../src/domain/composeDraft';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import { dbHydrated } from '../../../../src/db/actions';
import { applyDraft, draftOf, paramsFor } from '../../../../src/features/compose/draft';
import { ApiError } from '../../../../src/api/errors';
import { composeSaga } from '../../../../src/features/compose/sagas';
import { narrowerVisibility } from '../../../../src/features/compose/workers';
import {
  composeChanged,
  makeInitialCompose,
  replyStarted,
  submitRequested,
} from '../../../../src/features/compose/slice';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { initialTimeline } from '../../../../src/features/timelines/slice';
import { createMemoryAccountDb } from '../../../../src/db/memoryStore';
import {
  composeBoxFeatures,
  fakeApi,
  flush,
  inEnglish,
  makeAccount,
  makeStatus,
  makeTestStore,
  signedInAuth,
} from '../../fixtures';

function setup() {
  const api = fakeApi();
  const db = createMemoryAccountDb('compose');
  const made = makeTestStore(
    { api, db },
    { auth: signedInAuth('1'), timelines: { home: { ...initialTimeline, loaded: true, items: ['5'] } } },
  );
  made.runSaga(composeSaga);
  // The compose box's own watchers, started with the box.
  made.runSaga(composeBoxFeatures);
  return { ...made, api, db };
}

describe('compose', () => {
  afterEach(() => jest.useRealTimers());

  it('the idempotencyKey is regenerated on every edit', () => {
    const { store } = setup();
    const first = store.getState().compose.idempotencyKey;
    store.dispatch(composeChanged({ field: 'text', value: 'a' }));
    const second = store.getState().compose.idempotencyKey;
    store.dispatch(composeChanged({ field: 'text', value: 'ab' }));
    expect(new Set([first, second, store.getState().compose.idempotencyKey]).size).toBe(3);
  });

  it('an empty post is silently ignored', async () => {
    const { store, api } = setup();
    store.dispatch(composeChanged({ field: 'text', value: '   ' }));
    store.dispatch(submitRequested());
    await flush();
    expect(store.getState().compose.is_submitting).toBe(false);
    expect(api.post).not.toHaveBeenCalled();
    expect(store.getState().alerts).toEqual([]);
  });

  it('success posts with the Idempotency-Key, resets, inserts in home once and shows "Post published." with Open', async () => {
    const { store, api } = setup();
    const posted = makeStatus('10', { account: makeAccount('1', { acct: 'alice' }) });
    api.post.mockResolvedValue({ data: posted, status: 200, links: {}, headers: new Headers() });
    store.dispatch(composeChanged({ field: 'text', value: 'Hello' }));
    store.dispatch(composeChanged({ field: 'privacy', value: 'unlisted' }));
    const key = store.getState().compose.idempotencyKey;
    store.dispatch(submitRequested());
    expect(store.getState().compose.is_submitting).toBe(true);
    await flush();
    expect(api.post).toHaveBeenCalledWith('/api/v1/statuses', {
      json: expect.objectContaining({
        status: 'Hello',
        visibility: 'unlisted',
        spoiler_text: '',
        language: 'en',
      }),
      idempotencyKey: key,
    });
    expect(store.getState().compose).toMatchObject({ text: '', is_submitting: false });
    expect(store.getState().compose.idempotencyKey).not.toBe(key);
    expect(store.getState().timelines.home.items).toEqual(['10', '5']);
    expect(inEnglish(store.getState().alerts[0])).toMatchObject({
      message: 'Post published.',
      action: { label: 'Open', path: '/@alice/10' },
    });
    // The same post arriving from the stream is not shown twice.
    store.dispatch(entitiesImported({ statuses: [posted] }));
    expect(store.getState().timelines.home.items).toEqual(['10', '5']);
  });

  it('failure clears is_submitting and keeps every character', async () => {
    const { store, api } = setup();
    api.post.mockRejectedValue(
      new ApiError({ kind: 'http', status: 422, statusText: 'Unprocessable', error: 'Text too long' }),
    );
    store.dispatch(composeChanged({ field: 'text', value: 'Keep me, please ✨' }));
    store.dispatch(composeChanged({ field: 'spoiler', value: true }));
    store.dispatch(composeChanged({ field: 'spoiler_text', value: 'cw' }));
    store.dispatch(submitRequested());
    await flush();
    expect(store.getState().compose).toMatchObject({
      text: 'Keep me, please ✨',
      spoiler: true,
      spoiler_text: 'cw',
      is_submitting: false,
    });
    expect(inEnglish(store.getState().alerts[0])).toMatchObject({
      title: 'Could not be done',
      message: 'Text too long',
    });
  });

  it('a double submit posts once', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue({ data: makeStatus('10'), status: 200, links: {}, headers: new Headers() });
    store.dispatch(composeChanged({ field: 'text', value: 'once' }));
    store.dispatch(submitRequested());
    store.dispatch(submitRequested());
    await flush();
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('reply copies mentions, the content warning with "re: ", the language and the narrower visibility', async () => {
    const { store } = setup();
    const parent = makeStatus('7', {
      account: makeAccount('2', { acct: 'bob' }),
      mentions: [
        { id: '1', acct: 'me', username: 'me', url: '' },
        { id: '3', acct: 'carol@remote.test', username: 'carol', url: '' },
      ],
      spoiler_text: 'spoilers',
      language: 'fr',
      visibility: 'private',
    });
    store.dispatch(entitiesImported({ statuses: [parent] }));
    store.dispatch(replyRequested({ statusId: '7' }));
    await flush();
    expect(store.getState().compose).toMatchObject({
      in_reply_to: '7',
      text: '@bob @carol@remote.test ',
      spoiler: true,
      spoiler_text: 're: spoilers',
      language: 'fr',
      privacy: 'private',
    });
    expect(narrowerVisibility('public', 'unlisted')).toBe('unlisted');
  });

  it('drafts are saved to the database after a pause in typing', async () => {
    jest.useFakeTimers();
    const { store, db } = setup();
    store.dispatch(composeChanged({ field: 'text', value: 'draft text' }));
    await jest.advanceTimersByTimeAsync(1_000);
    const { session } = store.getState().compose;
    expect(await db.getDraft(session)).toMatchObject({ params: { status: 'draft text' } });
    store.dispatch(composeChanged({ field: 'text', value: '' }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await db.getDraft(session)).toBeUndefined();
  });

  it('a quote is kept in the draft: quoting saves it, and it comes back after a reload', async () => {
    jest.useFakeTimers();
    const { store, db } = setup();
    store.dispatch(
      entitiesImported({
        statuses: [
          makeStatus('77', {
            quote_approval: { automatic: ['public'], manual: [], current_user: 'automatic' },
          }),
        ],
      }),
    );
    store.dispatch(quoteRequested({ statusId: '77' }));
    await jest.advanceTimersByTimeAsync(1_000);
    const saved = await db.getDraft(store.getState().compose.session);
    expect(saved).toMatchObject({ params: { status: '', quoted_status_id: '77' } });
    const reloaded = makeTestStore({ api: fakeApi(), db }, { auth: signedInAuth() });
    reloaded.runSaga(composeSaga);
    // The compose box's own watchers, started with the box.
    reloaded.runSaga(composeBoxFeatures);
    reloaded.store.dispatch(
      dbHydrated({ entities: emptyEntities(), timelines: {}, draft: saved ?? null, settings: null }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(reloaded.store.getState().compose.quoted_status_id).toBe('77');
  });

  it('a saved draft read after start-up never overwrites a reply started or text typed meanwhile', async () => {
    jest.useFakeTimers();
    const saved = draftOf({ ...makeInitialCompose(), text: 'saved words' });
    const hydrated = dbHydrated({ entities: emptyEntities(), timelines: {}, draft: saved, settings: null });

    const typed = setup();
    typed.store.dispatch(hydrated);
    typed.store.dispatch(composeChanged({ field: 'text', value: 'new words' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(typed.store.getState().compose.text).toBe('new words');

    const replying = setup();
    replying.store.dispatch(hydrated);
    replying.store.dispatch(
      replyStarted({ inReplyTo: '5', text: '', privacy: 'public', spoilerText: '', language: null }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(replying.store.getState().compose).toMatchObject({ in_reply_to: '5', text: '' });

    const untouched = setup();
    untouched.store.dispatch(hydrated);
    await jest.advanceTimersByTimeAsync(0);
    expect(untouched.store.getState().compose.text).toBe('saved words');
  });
});

describe('the compose draft', () => {
  it('is the request parameters plus the content-warning toggle, and round-trips', () => {
    const state = {
      ...makeInitialCompose(),
      text: 'hello',
      spoiler: false,
      spoiler_text: 'kept while closed',
      privacy: 'unlisted' as const,
      in_reply_to: '5',
      quoted_status_id: '6',
    };
    const draft = draftOf(state, 1);
    expect(draft).toEqual({
      params: {
        status: 'hello',
        sensitive: false,
        visibility: 'unlisted',
        language: state.language,
        spoiler_text: 'kept while closed',
        in_reply_to_id: '5',
        quoted_status_id: '6',
      },
      spoiler: false,
      updatedAt: 1,
    });
    const restored = makeInitialCompose();
    applyDraft(restored, draft);
    expect({ ...restored, idempotencyKey: '', session: '' }).toEqual({
      ...state,
      idempotencyKey: '',
      session: '',
    });
    // The closed content warning is kept in the draft but not sent.
    expect(paramsFor(state)).toMatchObject({ status: 'hello', spoiler_text: '', quoted_status_id: '6' });
  });

  it('reads a draft saved in the earlier flat shape', () => {
    expect(
      readDraft({
        text: 'old',
        spoiler: true,
        spoiler_text: 'cw',
        privacy: 'private',
        language: 'de',
        sensitive: true,
        in_reply_to: '9',
        updatedAt: 3,
      }),
    ).toEqual({
      params: {
        status: 'old',
        spoiler_text: 'cw',
        visibility: 'private',
        language: 'de',
        sensitive: true,
        in_reply_to_id: '9',
      },
      spoiler: true,
      updatedAt: 3,
    });
    expect(readDraft('nonsense')).toBeNull();
  });
});
