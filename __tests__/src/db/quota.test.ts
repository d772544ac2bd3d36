import { openDB, type IDBPDatabase } from 'idb';
import { createIdbAccountDb } from '../../../src/db/idbStore';
import { isQuotaError } from '../../../src/db/quota';
import { storageSaga } from '../../../src/db/keeping';
import { DB_VERSION, upgrade, type AccountDbSchema } from '../../../src/db/schema';
import type { OutboxEntry } from '../../../src/db/types';
import { normalizeEntities } from '../../../src/domain/importer/normalize';
import { alertsSaga } from '../../../src/features/alerts/sagas';
import { alertDismissed } from '../../../src/features/alerts/slice';
import { makeAccount, makeTestStore, settleUntil, inEnglish, makeStatus, settle } from '../fixtures';

let counter = 0;

/**
 * The account's database through a proxy whose next `refusals` read-write transactions (or shortcut
 * writes) fail as a full disk makes them fail, with `name`.
 */
async function fullDisk() {
  const raw = await openDB<AccountDbSchema>(`fedideck-quota${++counter}@test`, DB_VERSION, { upgrade });
  const disk = { refusals: 0, name: 'QuotaExceededError' };
  const refuse = () => {
    if (disk.refusals === 0) return false;
    disk.refusals -= 1;
    return true;
  };
  const full = new Proxy(raw, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'transaction')
        return (stores: never, mode?: IDBTransactionMode) => {
          if (mode === 'readwrite' && refuse()) throw new DOMException('The quota was exceeded.', disk.name);
          return (value as (...args: unknown[]) => unknown).call(target, stores, mode);
        };
      if (property === 'put')
        return (...args: unknown[]) =>
          refuse()
            ? Promise.reject(new DOMException('The quota was exceeded.', disk.name))
            : (value as (...args: unknown[]) => unknown).apply(target, args);
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  return { raw, db: createIdbAccountDb(full), disk };
}

const entry = (key: string): OutboxEntry => ({
  key,
  params: { status: 'waiting' },
  draft: { text: 'waiting' } as never,
  createdAt: 1,
  attempts: 0,
  state: 'waiting',
  baseUrl: 'http://localhost',
  token: 't',
});

/** Timelines, posts, accounts, polls and notifications kept; a draft and a post waiting to be sent. */
async function filled(db: ReturnType<typeof createIdbAccountDb>) {
  await db.writeBatch({
    ...normalizeEntities({ statuses: [makeStatus('1', { account: makeAccount('a') })] }),
    timelines: [{ id: 'home', items: ['1'], updatedAt: 1 }],
    notifications: { groups: [], next: null, updatedAt: 1 },
  });
  await db.putDraft('compose', { text: 'my draft' } as never);
  await (await db.outbox()).queue(entry('k1'), 'other-draft');
}

const counts = async (raw: IDBPDatabase<AccountDbSchema>) =>
  Object.fromEntries(
    await Promise.all(
      (['timelines', 'statuses', 'accounts', 'polls', 'notifications', 'drafts', 'outbox'] as const).map(
        async (store) => [store, await raw.count(store)] as const,
      ),
    ),
  );

describe('a device out of storage space', () => {
  it('a refused write clears the kept timelines (timelines, posts, accounts, polls, notifications), never the drafts or the outbox, and is tried again', async () => {
    const made = await fullDisk();
    await filled(made.db);
    const told = jest.fn();
    made.db.onStorageFull!(told);
    made.disk.refusals = 1;
    await made.db.writeBatch({
      ...normalizeEntities({ statuses: [makeStatus('2', { account: makeAccount('b') })] }),
    });
    expect(told).toHaveBeenCalledTimes(1);
    // The write went through on its second try; what the server can give again was cleared before it.
    expect(await counts(made.raw)).toEqual({
      timelines: 0,
      statuses: 1,
      accounts: 1,
      polls: 0,
      notifications: 0,
      drafts: 1,
      outbox: 1,
    });
    expect((await made.db.getStatuses(['1', '2'])).map((s) => s.id)).toEqual(['2']);
    expect(await made.db.getDraft('compose')).toEqual({ text: 'my draft' });
    made.raw.close();
  });

  it('a draft and a post put in the outbox are written after the same clearing (Firefox names the error NS_ERROR_DOM_QUOTA_REACHED)', async () => {
    const { raw, db, disk } = await fullDisk();
    await filled(db);
    const told = jest.fn();
    db.onStorageFull!(told);
    disk.name = 'NS_ERROR_DOM_QUOTA_REACHED';
    disk.refusals = 1;
    await db.putDraft('compose', { text: 'typed on a full disk' } as never);
    expect(await db.getDraft('compose')).toEqual({ text: 'typed on a full disk' });
    disk.refusals = 1;
    await (await db.outbox()).queue(entry('k2'), 'compose');
    expect(told).toHaveBeenCalledTimes(2);
    expect(await counts(raw)).toMatchObject({ timelines: 0, statuses: 0, outbox: 2 });
    raw.close();
  });

  it('a write refused twice fails as before; another error is no lack of space', async () => {
    const { raw, db, disk } = await fullDisk();
    await filled(db);
    disk.refusals = 2;
    await expect(db.putDraft('compose', { text: 'x' } as never)).rejects.toThrow('quota');
    expect(await db.getDraft('compose')).toEqual({ text: 'my draft' });
    expect(isQuotaError(new DOMException('closing', 'InvalidStateError'))).toBe(false);
    expect(isQuotaError(new Error('x', { cause: new DOMException('full', 'QuotaExceededError') }))).toBe(
      true,
    );
    raw.close();
  });

  it('two refused writes show one notice for the session, as an alert, not one toast per write', async () => {
    const { raw, db, disk } = await fullDisk();
    await filled(db);
    const { store, runSaga } = makeTestStore({ db });
    runSaga(alertsSaga);
    runSaga(storageSaga);
    disk.refusals = 1;
    await db.putDraft('compose', { text: 'a' } as never);
    await settleUntil(() => store.getState().alerts.length > 0);
    disk.refusals = 1;
    await db.writeBatch({ ...normalizeEntities({ statuses: [makeStatus('3')] }) });
    await settle();
    expect(store.getState().alerts.map((alert) => inEnglish(alert).message)).toEqual([
      'This device is out of storage space: saved timelines were cleared to keep your drafts.',
    ]);
    // Dismissed, it does not come back with the next refusal.
    store.dispatch(alertDismissed(store.getState().alerts[0].key));
    disk.refusals = 1;
    await db.putDraft('compose', { text: 'b' } as never);
    await settle();
    expect(store.getState().alerts).toEqual([]);
    raw.close();
  });
});
