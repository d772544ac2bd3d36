import { openDB } from 'idb';
import { openAccountDb } from '../../../src/db/open';
import { evictionSaga } from '../../../src/db/keeping';
import { dbNameFor, type AccountDbSchema } from '../../../src/db/schema';
import { normalizeEntities } from '../../../src/domain/importer/normalize';
import { makeAccount, makePoll, makeStatus, makeTestStore } from '../fixtures';

let counter = 0;
const uniqueKey = () => `evict${++counter}@test`;
const DAY = 24 * 60 * 60 * 1000;

/** Writes records with a chosen write time, as if stored that long ago. */
async function backdate(
  key: string,
  store: 'statuses' | 'accounts' | 'polls',
  ids: string[],
  writtenAt: number,
) {
  const raw = await openDB<AccountDbSchema>(dbNameFor(key));
  const tx = raw.transaction(store, 'readwrite');
  for (const id of ids) {
    const record = await tx.store.get(id);
    if (record) await tx.store.put({ ...record, writtenAt });
  }
  await tx.done;
  raw.close();
}

async function seed(key: string) {
  const db = await openAccountDb(key);
  const statuses = [
    // Shown in home: kept, with the boosted post and both authors.
    makeStatus('10', { account: makeAccount('1'), reblog: makeStatus('9', { account: makeAccount('2') }) }),
    ...Array.from({ length: 120 }, (_, i) => makeStatus(String(1000 + i), { account: makeAccount('3') })),
    makeStatus('500', { account: makeAccount('4') }),
  ];
  await db.writeBatch({
    ...normalizeEntities({ statuses }),
    timelines: [{ id: 'home', items: ['10', null], updatedAt: 1 }],
  });
  return db;
}

describe('IndexedDB eviction (idle-time eviction in small batches)', () => {
  it('evicts old statuses and accounts no stored timeline page refers to, 50 per transaction, yielding between batches', async () => {
    const key = uniqueKey();
    const db = await seed(key);
    const now = Date.now();
    const old = now - 30 * DAY;
    const stale = Array.from({ length: 120 }, (_, i) => String(1000 + i));
    await backdate(key, 'statuses', ['10', '9', ...stale], old);
    await backdate(key, 'accounts', ['1', '2', '3'], old);
    const idle = jest.fn(() => Promise.resolve());
    const result = await db.evictStale!({ now, maxAgeMs: 7 * DAY, batchSize: 50, idle });
    expect(result).toEqual({ statuses: 120, accounts: 1, polls: 0 });
    // 120 statuses in 3 batches, 1 account in 1 batch.
    expect(idle).toHaveBeenCalledTimes(4);
    expect((await db.getStatuses(['10', '9', '500', '1000'])).map((s) => s.id)).toEqual(['10', '9', '500']);
    expect((await db.getAccounts(['1', '2', '3', '4'])).map((a) => a.id)).toEqual(['1', '2', '4']);
    db.close();
  });

  it('evicts old polls no stored timeline page refers to, keeping the polls of the posts it shows and recent ones', async () => {
    const key = uniqueKey();
    const db = await openAccountDb(key);
    const quoted = makeStatus('11', { account: makeAccount('2'), poll: makePoll('p11') });
    const statuses = [
      // Shown in home: its poll, the boosted post's and the quoted post's are kept.
      makeStatus('10', {
        account: makeAccount('1'),
        poll: makePoll('p10'),
        reblog: makeStatus('9', { account: makeAccount('2'), poll: makePoll('p9') }),
      }),
      makeStatus('12', { account: makeAccount('1'), quote: { state: 'accepted', quoted_status: quoted } }),
      // In no stored timeline: an old poll goes, a recent one stays.
      makeStatus('600', { account: makeAccount('3'), poll: makePoll('p600') }),
      makeStatus('700', { account: makeAccount('3'), poll: makePoll('p700') }),
    ];
    await db.writeBatch({
      ...normalizeEntities({ statuses, polls: [makePoll('orphan')] }),
      timelines: [{ id: 'home', items: ['10', null, '12'], updatedAt: 1 }],
    });
    const now = Date.now();
    await backdate(key, 'polls', ['p10', 'p9', 'p11', 'p600', 'orphan'], now - 30 * DAY);
    const result = await db.evictStale!({ now, maxAgeMs: 7 * DAY });
    expect(result.polls).toBe(2);
    const kept = await db.getPolls(['p10', 'p9', 'p11', 'p600', 'p700', 'orphan']);
    expect(kept.map((p) => p.id)).toEqual(['p10', 'p9', 'p11', 'p700']);
    expect(kept[0]).not.toHaveProperty('writtenAt');
    db.close();
  });

  it('old posts and accounts the kept notifications show are kept as those of a timeline page are', async () => {
    const key = uniqueKey();
    const db = await openAccountDb(key);
    await db.writeBatch({
      ...normalizeEntities({
        statuses: [
          makeStatus('20', { account: makeAccount('5') }),
          makeStatus('21', { account: makeAccount('6') }),
        ],
        accounts: [makeAccount('8'), makeAccount('9')],
      }),
      notifications: {
        groups: [
          {
            group_key: 'favourite-20',
            notifications_count: 1,
            type: 'favourite',
            most_recent_notification_id: '3',
            sample_account_ids: ['8'],
            status_id: '20',
          },
        ],
        next: null,
        updatedAt: 1,
      },
    });
    const now = Date.now();
    await backdate(key, 'statuses', ['20', '21'], now - 30 * DAY);
    await backdate(key, 'accounts', ['5', '6', '8', '9'], now - 30 * DAY);
    const result = await db.evictStale!({ now, maxAgeMs: 7 * DAY });
    expect(result).toEqual({ statuses: 1, accounts: 2, polls: 0 });
    expect((await db.getStatuses(['20', '21'])).map((s) => s.id)).toEqual(['20']);
    expect((await db.getAccounts(['5', '6', '8', '9'])).map((a) => a.id)).toEqual(['5', '8']);
    db.close();
  });

  it('keeps a record written again after the candidates were read', async () => {
    const key = uniqueKey();
    const db = await seed(key);
    const now = Date.now();
    await backdate(key, 'statuses', ['1000', '1001'], now - 30 * DAY);
    // Batches of 1: the rewrite lands between the first and the second batch.
    const idle = jest.fn(async () => {
      if (idle.mock.calls.length > 1) return;
      await db.writeBatch(
        normalizeEntities({ statuses: [makeStatus('1001', { account: makeAccount('3') })] }),
      );
    });
    const evicting = db.evictStale!({ now, maxAgeMs: 7 * DAY, batchSize: 1, idle });
    const result = await evicting;
    expect(result.statuses).toBe(1);
    expect((await db.getStatuses(['1000', '1001'])).map((s) => s.id)).toEqual(['1001']);
    db.close();
  });

  it('the eviction saga runs some time after start-up, in idle time', async () => {
    jest.useFakeTimers();
    try {
      const db = await seed(uniqueKey());
      const evictStale = jest
        .spyOn(db, 'evictStale' as never)
        .mockResolvedValue({ statuses: 0, accounts: 0, polls: 0 } as never);
      const { runSaga } = makeTestStore({ db });
      const task = runSaga(evictionSaga);
      await jest.advanceTimersByTimeAsync(29_999);
      expect(evictStale).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(evictStale).toHaveBeenCalledWith({ idle: expect.any(Function) });
      task.cancel();
      db.close();
    } finally {
      jest.useRealTimers();
    }
  });
});
