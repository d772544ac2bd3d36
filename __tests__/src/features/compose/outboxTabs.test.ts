import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { createMemoryAccountDb } from '../../../../src/db/memoryStore';
import type { OutboxEntry } from '../../../../src/db/types';
import { outboxLockName } from '../../../../src/features/compose/outbox/deliver';
import { composeSaga } from '../../../../src/features/compose/sagas';
import { initialTimeline } from '../../../../src/features/timelines/slice';
import { fakeApi, makeAccount, makeStatus, makeTestStore, savedAccount, signedInAuth } from '../../fixtures';
import { installLocks } from '../../tabsFakes';

const entry: OutboxEntry = {
  key: 'k1',
  params: {
    status: 'written offline',
    visibility: 'public',
    spoiler_text: '',
    language: 'en',
    in_reply_to_id: null,
  },
  draft: {
    params: { status: 'written offline', sensitive: false, visibility: 'public' },
    spoiler: false,
    updatedAt: 1,
  },
  createdAt: 1,
  attempts: 0,
  state: 'waiting',
  baseUrl: 'http://localhost',
  token: 'tok',
};

/** A tab of the account, over the database both tabs share; its server answers after `ms`. */
function tab(db: ReturnType<typeof createMemoryAccountDb>, ms: number) {
  const api = fakeApi();
  api.post.mockImplementation(
    () =>
      new Promise((resolve) =>
        setTimeout(
          () =>
            resolve({
              data: makeStatus('30', { account: makeAccount('1') }),
              status: 200,
              links: {},
              headers: new Headers(),
            }),
          ms,
        ),
      ) as never,
  );
  const made = makeTestStore(
    { api, db, account: savedAccount },
    { auth: signedInAuth('1'), timelines: { home: { ...initialTimeline, loaded: true, items: [] } } },
  );
  made.runSaga(composeSaga);
  made.runSaga(lazyFeaturesSaga);
  return { ...made, api };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the outbox in two tabs', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a queued post is sent once when two tabs of the account start together: one sends under the account’s outbox lock, the other then finds it gone', async () => {
    const { locks, restore } = installLocks();
    try {
      const db = createMemoryAccountDb('outbox-tabs');
      await (await db.outbox()).queue(entry, 'none');
      const first = tab(db, 50);
      const second = tab(db, 0);
      await until(() => locks.isHeld(outboxLockName(savedAccount.key)));
      await until(() => first.api.post.mock.calls.length + second.api.post.mock.calls.length > 0);
      await until(() => !locks.isHeld(outboxLockName(savedAccount.key)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(first.api.post.mock.calls.length + second.api.post.mock.calls.length).toBe(1);
      expect(await (await db.outbox()).list()).toEqual([]);
      // Both tabs show the outbox empty once the post is out.
      await until(() => second.store.getState().compose.outbox?.length === 0);
      expect(first.store.getState().compose.outbox).toEqual([]);
      expect(second.store.getState().compose.outbox).toEqual([]);
    } finally {
      restore();
    }
  });
});
