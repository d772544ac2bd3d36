import { call, put, race, select, take, delay } from 'typed-redux-saga/macro';
import {
  DB_EVICTION_START_DELAY_MS,
  PERSIST_CHUNK_SIZE,
  PERSIST_DEBOUNCE_MS,
  PERSIST_MAX_WAIT_MS,
  PERSISTED_TIMELINE_ITEMS,
} from '../constants';
import { appServices } from '../store/services';
import type { RootState } from '../store/types';
import { dbHydrated } from './actions';
import { readHydration } from './hydrate';
import type { PersistBatch, StoredTimeline } from './types';

type Snapshot = Pick<RootState, 'statuses' | 'accounts' | 'polls' | 'timelines'>;

const snapshot = (state: RootState): Snapshot => ({
  statuses: state.statuses,
  accounts: state.accounts,
  polls: state.polls,
  timelines: state.timelines,
});

const unchanged = (a: Snapshot, b: Snapshot) =>
  a.statuses === b.statuses &&
  a.accounts === b.accounts &&
  a.polls === b.polls &&
  a.timelines === b.timelines;

function changedRecords<T>(before: Record<string, T | undefined>, after: Record<string, T | undefined>) {
  const changed: T[] = [];
  for (const [id, record] of Object.entries(after)) if (record && before[id] !== record) changed.push(record);
  return changed;
}

/** What changed between two states, as one write: records by reference, timelines as their first page. */
export function diffForPersistence(before: Snapshot, after: Snapshot, now = Date.now()): PersistBatch {
  const timelines: StoredTimeline[] = [];
  for (const [id, timeline] of Object.entries(after.timelines)) {
    if (before.timelines[id] === timeline || !timeline.loaded) continue;
    const items = timeline.items.slice(0, PERSISTED_TIMELINE_ITEMS);
    while (items.length > 0 && items[items.length - 1] === null) items.pop();
    timelines.push({ id, items, updatedAt: now });
  }
  return {
    statuses: changedRecords(before.statuses.entities, after.statuses.entities),
    accounts: changedRecords(before.accounts.entities, after.accounts.entities),
    polls: changedRecords(before.polls.entities, after.polls.entities),
    deletedStatusIds: before.statuses.ids.filter((id) => !after.statuses.entities[id]),
    timelines,
  };
}

/**
 * Cuts a write into writes of at most `size` records. Timeline pages and deletes go in the last one,
 * after the posts they show: a page is never stored before its posts.
 */
export function chunkPersistBatch(batch: PersistBatch, size = PERSIST_CHUNK_SIZE): PersistBatch[] {
  const statuses = batch.statuses ?? [];
  const accounts = batch.accounts ?? [];
  const polls = batch.polls ?? [];
  const total = statuses.length + accounts.length + polls.length;
  const chunks: PersistBatch[] = [];
  for (let start = 0; start < total; start += size) {
    // The window [start, start + size) over the three lists laid end to end.
    const cut = <T>(list: T[], offset: number) =>
      list.slice(Math.max(0, start - offset), Math.max(0, start + size - offset));
    chunks.push({
      statuses: cut(statuses, 0),
      accounts: cut(accounts, statuses.length),
      polls: cut(polls, statuses.length + accounts.length),
    });
  }
  const tail = { deletedStatusIds: batch.deletedStatusIds, timelines: batch.timelines };
  if (chunks.length === 0) return [tail];
  Object.assign(chunks[chunks.length - 1], tail);
  return chunks;
}

/** Resolves when the browser is idle (or at once where requestIdleCallback does not exist). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

export function* hydrationSaga() {
  const { db } = yield* appServices();
  try {
    const payload = yield* call(readHydration, db);
    yield* put(dbHydrated(payload));
  } catch (error) {
    console.warn('Reading the local database failed; starting empty.', error);
  }
}

/**
 * Writes changed entities and timeline pages in batches: after PERSIST_DEBOUNCE_MS without change
 * (at most PERSIST_MAX_WAIT_MS after the first), when the browser is idle, in transactions of at
 * most PERSIST_CHUNK_SIZE records, one per idle callback.
 */
export function* persistenceSaga() {
  const { db } = yield* appServices();
  let written = yield* select(snapshot);
  for (;;) {
    yield* take('*');
    if (unchanged(yield* select(snapshot), written)) continue;
    const started = Date.now();
    for (;;) {
      const wait = Math.min(PERSIST_DEBOUNCE_MS, PERSIST_MAX_WAIT_MS - (Date.now() - started));
      if (wait <= 0) break;
      const { quiet } = yield* race({ quiet: delay(wait), action: take('*') });
      if (quiet) break;
    }
    const current = yield* select(snapshot);
    try {
      for (const chunk of chunkPersistBatch(diffForPersistence(written, current))) {
        yield* call(whenIdle);
        yield* call([db, db.writeBatch], chunk);
      }
    } catch (error) {
      console.warn('Saving to the local database failed.', error);
    }
    written = current;
  }
}

/** Some time after start-up, old records nothing refers to are evicted in idle time. */
export function* evictionSaga() {
  const { db } = yield* appServices();
  if (!db.evictStale) return;
  yield* delay(DB_EVICTION_START_DELAY_MS);
  try {
    yield* call([db, db.evictStale], { idle: whenIdle });
  } catch (error) {
    console.warn('Cleaning the local database failed.', error);
  }
}
