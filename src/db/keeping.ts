// What keeps the local database written while the app runs: the persistence saga, the periodic
// eviction and the storage notices. Loaded once the first screen is drawn (`store/rootSaga.ts`).
import { eventChannel } from 'redux-saga';
import { call, fork, put, race, select, take, delay } from 'typed-redux-saga/macro';
import {
  DB_EVICTION_INTERVAL_MS,
  DB_EVICTION_START_DELAY_MS,
  PERSIST_DEBOUNCE_MS,
  PERSIST_MAX_WAIT_MS,
} from '../constants';
import { entitiesReleased } from '../domain/importer/actions';
import { appServices } from '../store/services';
import { dbKindLearned, dbStorageFull } from './actions';
import type { Snapshot } from './persistBatch';
import { snapshot, whenIdle } from './sagas';

const unchanged = (a: Snapshot, b: Snapshot) =>
  (Object.keys(a) as (keyof Snapshot)[]).every((key) => a[key] === b[key]);

/**
 * Writes changed entities and timeline pages in batches: after PERSIST_DEBOUNCE_MS without change
 * (at most PERSIST_MAX_WAIT_MS after the first), when the browser is idle, in transactions of at
 * most PERSIST_CHUNK_SIZE records, one per idle callback. `startedWith` is the store as it was when
 * the session started (the saga itself starts later, `store/rootSaga.ts`): what changed since is
 * written at once, without waiting for another action.
 */
export function* persistenceSaga(startedWith?: Snapshot) {
  const { db } = yield* appServices();
  let written = startedWith ?? (yield* select(snapshot));
  // Posts released from memory in a long session stay in the database: their absence is no delete.
  let released = new Set<string>();
  yield* fork(function* watchReleases() {
    for (;;) {
      const { payload } = yield* take(entitiesReleased);
      for (const id of payload.statusIds) released.add(id);
    }
  });
  for (;;) {
    if (unchanged(yield* select(snapshot), written)) {
      yield* take('*');
      continue;
    }
    const started = Date.now();
    for (;;) {
      const wait = Math.min(PERSIST_DEBOUNCE_MS, PERSIST_MAX_WAIT_MS - (Date.now() - started));
      if (wait <= 0) break;
      const { quiet } = yield* race({ quiet: delay(wait), action: take('*') });
      if (quiet) break;
    }
    const current = yield* select(snapshot);
    try {
      // What to write is worked out by code that loads with the first write, after start-up.
      const { writeChanges } = yield* call(
        () => import(/* webpackChunkName: "persist-batch" */ './persistBatch'),
      );
      const releasedSince = released;
      released = new Set();
      yield* call(writeChanges, db, written, current, whenIdle, releasedSince);
    } catch (error) {
      console.warn('Saving to the local database failed.', error);
    }
    written = current;
  }
}

/**
 * Some time after start-up, and every DB_EVICTION_INTERVAL_MS after that (a session may stay open for
 * days), old records nothing refers to are evicted in idle time.
 */
export function* evictionSaga() {
  const { db } = yield* appServices();
  if (!db.evictStale) return;
  yield* delay(DB_EVICTION_START_DELAY_MS);
  for (;;) {
    try {
      yield* call([db, db.evictStale], { idle: whenIdle });
    } catch (error) {
      console.warn('Cleaning the local database failed.', error);
    }
    yield* delay(DB_EVICTION_INTERVAL_MS);
  }
}

/**
 * Tells the store where the account's data is kept, and each time a write found the device out of
 * space (the database then cleared what the server can give again: `db/quota.ts`).
 */
export function* storageSaga() {
  const { db } = yield* appServices();
  yield* put(dbKindLearned({ kind: db.kind }));
  const subscribe = db.onStorageFull;
  if (!subscribe) return;
  const full = eventChannel<true>((emit) => subscribe.call(db, () => emit(true)));
  for (;;) {
    yield* take(full);
    yield* put(dbStorageFull());
  }
}
