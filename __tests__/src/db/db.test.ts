import { openDB, type IDBPDatabase } from 'idb';
import { createMemoryAccountDb } from '../../../src/db/memoryStore';
import { deleteAccountDb, openAccountDb } from '../../../src/db/open';
import { HYDRATED_TIMELINES_MAX, readHydration } from '../../../src/db/hydrate';
import { DB_VERSION, dbNameFor } from '../../../src/db/schema';
import { chunkPersistBatch } from '../../../src/db/persistBatch';
import { persistenceSaga } from '../../../src/db/keeping';
import { hydrationSaga, snapshot } from '../../../src/db/sagas';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { normalizeEntities } from '../../../src/domain/importer/normalize';
import { expandSucceeded } from '../../../src/features/timelines/slice';
import type { AccountDb } from '../../../src/db/types';
import type { Instance } from '../../../src/api/entities';
import { capabilityLearned } from '../../../src/features/capabilities/public';
import { instanceFetched } from '../../../src/features/instance/public';
import { flush, makeAccount, makePoll, makeStatus, makeTestStore } from '../fixtures';

let counter = 0;
const offline = () => jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const uniqueKey = () => `acct${++counter}@test`;

async function seed(db: AccountDb) {
  const entities = normalizeEntities({
    statuses: [
      makeStatus('3', { reblog: makeStatus('2', { account: makeAccount('2'), poll: makePoll('p') }) }),
      makeStatus('1'),
    ],
  });
  await db.writeBatch({
    ...entities,
    timelines: [{ id: 'home', items: ['3', null, '1', '404'], updatedAt: 1 }],
  });
}

describe('IndexedDB layer', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('creates every store at the current version', async () => {
    const key = uniqueKey();
    const db = await openAccountDb(key);
    expect(db.kind).toBe('indexeddb');
    db.close();
    const raw = await openDB(dbNameFor(key));
    expect(raw.version).toBe(DB_VERSION);
    expect([...raw.objectStoreNames].sort()).toEqual([
      'accounts',
      'drafts',
      'notifications',
      'outbox',
      'polls',
      'settings',
      'statuses',
      'timelines',
    ]);
    for (const store of ['statuses', 'accounts', 'polls'] as const) {
      expect([...raw.transaction(store).store.indexNames]).toEqual(['writtenAt']);
    }
    raw.close();
  });

  it('migrates a version 1 database and keeps its data', async () => {
    const key = uniqueKey();
    const v1 = await openDB(dbNameFor(key), 1, {
      upgrade(db) {
        db.createObjectStore('statuses', { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
        db.createObjectStore('accounts', { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
        db.createObjectStore('timelines', { keyPath: 'id' });
      },
    });
    await v1.put('timelines', { id: 'home', items: ['1'], updatedAt: 1 });
    v1.close();
    const db = await openAccountDb(key);
    expect(await db.getTimeline('home')).toEqual({ id: 'home', items: ['1'], updatedAt: 1 });
    await db.putDraft('compose', { text: 'x' } as never);
    expect(await db.getDraft('compose')).toEqual({ text: 'x' });
    db.close();
  });

  it('migrates a version 2 database: polls gain the write-time index and keep their records', async () => {
    const key = uniqueKey();
    const v2 = await openDB(dbNameFor(key), 2, {
      upgrade(db) {
        db.createObjectStore('statuses', { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
        db.createObjectStore('accounts', { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
        db.createObjectStore('timelines', { keyPath: 'id' });
        db.createObjectStore('polls', { keyPath: 'id' });
        db.createObjectStore('drafts');
        db.createObjectStore('settings');
      },
    });
    await v2.put('polls', { ...makePoll('p'), writtenAt: 1 });
    v2.close();
    const db = await openAccountDb(key);
    expect(db.kind).toBe('indexeddb');
    expect(await db.getPolls(['p'])).toEqual([makePoll('p')]);
    db.close();
    const raw = await openDB(dbNameFor(key));
    expect(raw.version).toBe(DB_VERSION);
    expect([...raw.transaction('polls').store.indexNames]).toEqual(['writtenAt']);
    // The record written before the index existed is in it, so eviction can find it.
    expect(await raw.getAllKeysFromIndex('polls', 'writtenAt')).toEqual(['p']);
    raw.close();
  });

  it('migrates a version 3 database: an empty outbox and an empty notifications store are added and the data is kept', async () => {
    const key = uniqueKey();
    const v3 = await openDB(dbNameFor(key), 3, {
      upgrade(db) {
        db.createObjectStore('statuses', { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
        db.createObjectStore('accounts', { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
        db.createObjectStore('timelines', { keyPath: 'id' });
        db.createObjectStore('polls', { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
        db.createObjectStore('drafts');
        db.createObjectStore('settings');
      },
    });
    await v3.put('timelines', { id: 'home', items: ['1'], updatedAt: 1 });
    await v3.put(
      'drafts',
      { params: { status: 'kept', sensitive: false }, spoiler: false, updatedAt: 1 },
      'compose',
    );
    v3.close();
    const db = await openAccountDb(key);
    expect(db.kind).toBe('indexeddb');
    expect(await db.getTimeline('home')).toEqual({ id: 'home', items: ['1'], updatedAt: 1 });
    expect((await db.getDraft('compose'))?.params.status).toBe('kept');
    expect(await db.countOutbox()).toBe(0);
    expect(await db.getNotifications()).toBeUndefined();
    db.close();
    const raw = await openDB(dbNameFor(key));
    expect(raw.version).toBe(DB_VERSION);
    raw.close();
  });

  describe('upgrades a database of every earlier version, keeping its records', () => {
    type Raw = IDBPDatabase;
    const indexed = (db: Raw, name: string) =>
      db.createObjectStore(name, { keyPath: 'id' }).createIndex('writtenAt', 'writtenAt');
    // Each version's stores as the builds that wrote it made them.
    const layouts: Record<number, (db: Raw) => void> = {
      1: (db) => {
        indexed(db, 'statuses');
        indexed(db, 'accounts');
        db.createObjectStore('timelines', { keyPath: 'id' });
      },
      2: (db) => {
        layouts[1](db);
        db.createObjectStore('polls', { keyPath: 'id' });
        db.createObjectStore('drafts');
        db.createObjectStore('settings');
      },
      3: (db) => {
        layouts[2](db);
        db.deleteObjectStore('polls');
        indexed(db, 'polls');
      },
      4: (db) => {
        layouts[3](db);
        db.createObjectStore('outbox', { keyPath: 'key' });
      },
    };
    const instance = { domain: 'kept.test' } as unknown as Instance;

    it.each([1, 2, 3, 4])(
      'version %i reaches the current version with every store and index',
      async (version) => {
        offline();
        const key = uniqueKey();
        const old = await openDB(dbNameFor(key), version, { upgrade: (db) => layouts[version](db) });
        await old.put('timelines', { id: 'home', items: ['1'], updatedAt: 1 });
        await old.put('statuses', { ...makeStatus('1'), account: '1', writtenAt: 1 });
        await old.put('accounts', { ...makeAccount('1'), writtenAt: 1 });
        if (version >= 2) {
          await old.put('polls', { ...makePoll('p'), writtenAt: 1 });
          await old.put('settings', { data: { skinTone: 2 }, saved: true, syncEnabled: true }, 'settings');
        }
        if (version >= 4) {
          // What the app learned about the server is kept in the settings store from version 4 on.
          await old.put('settings', instance, 'instance');
          await old.put('settings', { streaming: 'no' }, 'capabilities');
        }
        old.close();

        const db = await openAccountDb(key);
        expect(db.kind).toBe('indexeddb');
        const hydrated = await readHydration(db);
        expect(hydrated.timelines).toEqual({ home: ['1'] });
        expect(hydrated.settings?.data ?? null).toEqual(version >= 2 ? { skinTone: 2 } : null);
        expect(hydrated.server).toEqual(
          version >= 4
            ? { instance, capabilities: { streaming: 'no' } }
            : { instance: undefined, capabilities: undefined },
        );
        expect(await db.countOutbox()).toBe(0);
        expect(await db.getNotifications()).toBeUndefined();
        await db.writeBatch({
          notifications: { groups: [], next: null, updatedAt: 2 },
          capabilities: { quotes: 'no' },
        });
        expect(await db.getNotifications()).toEqual({ groups: [], next: null, updatedAt: 2 });
        db.close();

        const raw = await openDB(dbNameFor(key));
        expect(raw.version).toBe(DB_VERSION);
        expect([...raw.objectStoreNames].sort()).toEqual([
          'accounts',
          'drafts',
          'notifications',
          'outbox',
          'polls',
          'settings',
          'statuses',
          'timelines',
        ]);
        for (const store of ['statuses', 'accounts', 'polls'] as const) {
          expect([...raw.transaction(store).store.indexNames]).toEqual(['writtenAt']);
        }
        if (version >= 2) expect(await raw.getAllKeysFromIndex('polls', 'writtenAt')).toEqual(['p']);
        raw.close();
      },
    );

    it('a database whose stores do not match its version number (a store already there) upgrades too', async () => {
      const key = uniqueKey();
      const old = await openDB(dbNameFor(key), 3, {
        upgrade: (db) => {
          layouts[4](db);
          db.createObjectStore('notifications');
        },
      });
      await old.put('outbox', { key: 'k', state: 'waiting' }, undefined);
      old.close();
      const db = await openAccountDb(key);
      expect(db.kind).toBe('indexeddb');
      expect(await db.countOutbox()).toBe(1);
      db.close();
      const raw = await openDB(dbNameFor(key));
      expect(raw.version).toBe(DB_VERSION);
      raw.close();
    });

    it('the current version opens as it is', async () => {
      const key = uniqueKey();
      const first = await openAccountDb(key);
      await first.writeBatch({ notifications: { groups: [], next: 'n', updatedAt: 1 }, instance });
      first.close();
      const again = await openAccountDb(key);
      expect(await again.getNotifications()).toEqual({ groups: [], next: 'n', updatedAt: 1 });
      expect(await again.getSetting('instance')).toEqual(instance);
      again.close();
    });
  });

  it('queuing a post into the outbox deletes the draft in the same step, and taking it back restores it', async () => {
    const db = await openAccountDb(uniqueKey());
    const draft = { params: { status: 'offline post', sensitive: false }, spoiler: false, updatedAt: 1 };
    await db.putDraft('compose', draft);
    const outbox = await db.outbox();
    const entry = {
      key: 'k',
      params: { status: 'offline post' },
      draft,
      createdAt: 1,
      attempts: 0,
      state: 'waiting' as const,
      baseUrl: 'http://localhost',
      token: 't',
    };
    await outbox.queue(entry, 'compose');
    expect(await db.getDraft('compose')).toBeUndefined();
    expect(await db.countOutbox()).toBe(1);
    expect(await outbox.takeBack('k', 'compose')).toEqual(entry);
    expect(await db.getDraft('compose')).toEqual(draft);
    expect(await db.countOutbox()).toBe(0);
    expect(await outbox.takeBack('k', 'compose')).toBeUndefined();
    db.close();
  });

  it('stamps records with their write time and strips the stamp on read', async () => {
    const key = uniqueKey();
    const db = await openAccountDb(key);
    await seed(db);
    db.close();
    const raw = await openDB(dbNameFor(key));
    expect(typeof (await raw.get('statuses', '1'))?.writtenAt).toBe('number');
    raw.close();
    const again = await openAccountDb(key);
    const [status] = await again.getStatuses(['1']);
    expect(status).not.toHaveProperty('writtenAt');
    again.close();
  });

  it.each(['indexeddb', 'memory'])(
    'hydration reads the home page with nested posts, accounts and polls (%s)',
    async (kind) => {
      const db = kind === 'memory' ? createMemoryAccountDb('m') : await openAccountDb(uniqueKey());
      await seed(db);
      const payload = await readHydration(db);
      expect(payload.timelines.home).toEqual(['3', null, '1']);
      expect(payload.entities.statuses.map((s) => s.id).sort()).toEqual(['1', '2', '3']);
      expect(payload.entities.accounts.map((a) => a.id).sort()).toEqual(['1', '2']);
      expect(payload.entities.polls.map((p) => p.id)).toEqual(['p']);
      db.close();
    },
  );

  it.each(['indexeddb', 'memory'])(
    'hydration reads every recently stored timeline, not only home, so each column reads offline (%s)',
    async (kind) => {
      const db = kind === 'memory' ? createMemoryAccountDb('m2') : await openAccountDb(uniqueKey());
      await seed(db);
      const extra = normalizeEntities({ statuses: [makeStatus('7'), makeStatus('8')] });
      await db.writeBatch({
        ...extra,
        timelines: [
          { id: 'public:local', items: ['8', '7'], updatedAt: 5 },
          ...Array.from({ length: HYDRATED_TIMELINES_MAX }, (_, i) => ({
            id: `account:${i}`,
            items: ['7'],
            updatedAt: i,
          })),
        ],
      });
      const payload = await readHydration(db);
      expect(payload.timelines['public:local']).toEqual(['8', '7']);
      // Home always, then the most recently written up to the cap.
      expect(payload.timelines.home).toEqual(['3', null, '1']);
      expect(Object.keys(payload.timelines)).toHaveLength(HYDRATED_TIMELINES_MAX);
      expect(payload.timelines['account:0']).toBeUndefined();
      db.close();
    },
  );

  it('hydration asks for the draft and the settings in the same round as the timelines, not after their posts', async () => {
    const db = createMemoryAccountDb('rounds');
    await seed(db);
    const asked: string[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const watched = new Proxy(db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          asked.push(String(prop));
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          return prop === 'getTimelines' ? gate.then(() => result) : result;
        };
      },
    });
    const reading = readHydration(watched, 'session-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The timelines have not answered yet, and every read that does not depend on them is asked for.
    expect(asked).toEqual([
      'getTimelines',
      'getDraft',
      'getSetting',
      'getSetting',
      'getSetting',
      'getSetting',
    ]);
    release();
    expect((await reading).timelines.home).toEqual(['3', null, '1']);
    db.close();
  });

  it('start-up hydration puts the last home page in the store before any network answer', async () => {
    const db = await openAccountDb(uniqueKey());
    await seed(db);
    const { store, runSaga } = makeTestStore({ db });
    await runSaga(hydrationSaga).toPromise();
    expect(store.getState().timelines.home.items).toEqual(['3', null, '1']);
    expect(store.getState().statuses.entities['3']?.reblog).toBe('2');
    db.close();
  });

  describe('what was learned about the server', () => {
    const instance = {
      domain: 'snac.test',
      configuration: { statuses: { max_characters: 100_000 }, urls: { streaming: 'wss://snac.test' } },
    } as unknown as Instance;

    it('is kept in IndexedDB with the account; a start without network has the server’s limits and what it lacks at once', async () => {
      jest.useFakeTimers();
      const key = uniqueKey();
      try {
        const db = await openAccountDb(key);
        const first = makeTestStore({ db });
        first.runSaga(persistenceSaga);
        first.store.dispatch(instanceFetched(instance));
        first.store.dispatch(capabilityLearned({ feature: 'streaming', supported: false }));
        first.store.dispatch(capabilityLearned({ feature: 'notificationsV2', supported: false }));
        await jest.advanceTimersByTimeAsync(2_500);
        db.close();
      } finally {
        jest.useRealTimers();
      }
      offline();
      const again = await openAccountDb(key);
      const { store, runSaga } = makeTestStore({ db: again });
      await runSaga(hydrationSaga).toPromise();
      expect(store.getState().instance.info).toEqual(instance);
      expect(store.getState().capabilities).toEqual({ streaming: 'no', notificationsV2: 'no' });
      again.close();
    });

    it('a start with network has the server’s limits at once, and learns again what it lacks (it may have been upgraded)', async () => {
      const db = createMemoryAccountDb('online');
      await db.writeBatch({ instance, capabilities: { notificationsV2: 'no' } });
      const { store, runSaga } = makeTestStore({ db });
      await runSaga(hydrationSaga).toPromise();
      expect(store.getState().instance.info).toEqual(instance);
      expect(store.getState().capabilities).toEqual({});
    });

    it('what the server says now wins over what was kept', async () => {
      offline();
      const db = createMemoryAccountDb('kept');
      await db.writeBatch({ instance, capabilities: { streaming: 'no', markers: 'no' } });
      const { store, runSaga } = makeTestStore({ db }, { capabilities: { markers: 'yes' } });
      await runSaga(hydrationSaga).toPromise();
      expect(store.getState().capabilities).toEqual({ streaming: 'no', markers: 'yes' });
      const fresh = { ...instance, domain: 'fresh.test' };
      store.dispatch(instanceFetched(fresh));
      expect(store.getState().instance.info).toBe(fresh);
    });
  });

  it('the persistence saga batches changes into one write after a quiet period', async () => {
    jest.useFakeTimers();
    try {
      const db = createMemoryAccountDb('batch');
      const writeBatch = jest.spyOn(db, 'writeBatch');
      const { store, runSaga } = makeTestStore({ db });
      runSaga(persistenceSaga);
      store.dispatch(entitiesImported({ statuses: [makeStatus('1')] }));
      await jest.advanceTimersByTimeAsync(300);
      store.dispatch(entitiesImported({ statuses: [makeStatus('2')] }));
      store.dispatch(
        expandSucceeded({
          timelineId: 'home',
          kind: 'initial',
          statusIds: ['2', '1'],
          next: null,
          isPartial: false,
        }),
      );
      await jest.advanceTimersByTimeAsync(499);
      expect(writeBatch).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(10);
      expect(writeBatch).toHaveBeenCalledTimes(1);
      const batch = writeBatch.mock.calls[0][0];
      expect(batch.statuses?.map((s) => s.id).sort()).toEqual(['1', '2']);
      expect(batch.accounts?.map((a) => a.id)).toEqual(['1']);
      expect(batch.timelines).toEqual([{ id: 'home', items: ['2', '1'], updatedAt: expect.any(Number) }]);
      // Only what changed since is written next time.
      store.dispatch(entitiesImported({ statuses: [makeStatus('3', { account: makeAccount('1') })] }));
      await jest.advanceTimersByTimeAsync(600);
      expect(writeBatch.mock.calls[1][0].statuses?.map((s) => s.id)).toEqual(['3']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('started after the first screen, the persistence saga writes what came in since the session began, with no further action', async () => {
    jest.useFakeTimers();
    try {
      const db = createMemoryAccountDb('late-start');
      const writeBatch = jest.spyOn(db, 'writeBatch');
      const { store, runSaga } = makeTestStore({ db });
      const startedWith = snapshot(store.getState());
      store.dispatch(entitiesImported({ statuses: [makeStatus('1')] }));
      runSaga(persistenceSaga, startedWith);
      await jest.advanceTimersByTimeAsync(2_100);
      expect(writeBatch).toHaveBeenCalledTimes(1);
      expect(writeBatch.mock.calls[0][0].statuses?.map((s) => s.id)).toEqual(['1']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the persistence saga writes a streamed burst in several idle-time transactions', async () => {
    jest.useFakeTimers();
    try {
      const db = createMemoryAccountDb('chunks');
      const writeBatch = jest.spyOn(db, 'writeBatch');
      const { store, runSaga } = makeTestStore({ db });
      runSaga(persistenceSaga);
      const ids = Array.from({ length: 120 }, (_, i) => String(i + 1));
      store.dispatch(entitiesImported({ statuses: ids.map((id) => makeStatus(id)) }));
      await jest.advanceTimersByTimeAsync(600);
      // 120 posts and their one author: 121 records, 50 a write (PERSIST_CHUNK_SIZE).
      expect(
        writeBatch.mock.calls.map(([b]) => (b.statuses?.length ?? 0) + (b.accounts?.length ?? 0)),
      ).toEqual([50, 50, 21]);
      expect(await db.getStatuses(ids)).toHaveLength(120);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a large write goes out in transactions of at most PERSIST_CHUNK_SIZE records, pages last', () => {
    const statuses = Array.from({ length: 70 }, (_, i) => makeStatus(String(i)) as never);
    const accounts = Array.from({ length: 40 }, (_, i) => makeAccount(String(i)));
    const timelines = [{ id: 'home', items: ['1'], updatedAt: 1 }];
    const chunks = chunkPersistBatch(
      { statuses, accounts, polls: [], deletedStatusIds: ['x'], timelines },
      50,
    );
    expect(chunks.map((c) => [c.statuses?.length, c.accounts?.length, c.polls?.length])).toEqual([
      [50, 0, 0],
      [20, 30, 0],
      [0, 10, 0],
    ]);
    expect(chunks.flatMap((c) => c.statuses ?? [])).toEqual(statuses);
    expect(chunks.flatMap((c) => c.accounts ?? [])).toEqual(accounts);
    // The page and the deletes go with the last write, after every post it shows is stored.
    expect(chunks.map((c) => c.timelines)).toEqual([undefined, undefined, timelines]);
    expect(chunks[2].deletedStatusIds).toEqual(['x']);
    expect(chunkPersistBatch({ timelines }, 50)).toEqual([{ timelines, deletedStatusIds: undefined }]);
  });

  it('falls back to memory when IndexedDB is unavailable', async () => {
    const db = await openAccountDb(uniqueKey(), { indexedDB: null });
    expect(db.kind).toBe('memory');
    await db.putDraft('compose', { text: 'kept' } as never);
    expect(await db.getDraft('compose')).toEqual({ text: 'kept' });
  });

  it('falls back to memory when IndexedDB fails to open', async () => {
    jest.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const db = await openAccountDb(uniqueKey());
    expect(db.kind).toBe('memory');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('failed'), expect.anything());
  });

  it('a blocked upgrade does not hang start-up: it times out into memory with a warning', async () => {
    const key = uniqueKey();
    // Another tab holds version 1 open and never steps aside.
    const oldTab = await openDB(dbNameFor(key), 1);
    oldTab.addEventListener('versionchange', () => undefined);
    const started = Date.now();
    const db = await openAccountDb(key, { timeoutMs: 100 });
    expect(db.kind).toBe('memory');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('timed out'));
    oldTab.close();
    await flush();
  });

  it('deletes an account database on sign-out', async () => {
    const key = uniqueKey();
    const db = await openAccountDb(key);
    await seed(db);
    db.close();
    await deleteAccountDb(key);
    const fresh = await openAccountDb(key);
    expect(await fresh.getTimeline('home')).toBeUndefined();
    fresh.close();
  });
});
