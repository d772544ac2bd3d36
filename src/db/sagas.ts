// Start-up's side of the local database: hydration, which the first screen draws from. What keeps
// the store written (`keeping.ts`) is a chunk loaded once the first screen is drawn.
import { call, put, select } from 'typed-redux-saga/macro';
import { appServices } from '../store/services';
import type { RootState } from '../store/types';
import { dbHydrated } from './actions';
import { readKept } from './hydrate';
import type { Snapshot } from './persistBatch';

/** What the persistence saga writes, as the store holds it: read once at start, before hydration. */
export const snapshot = (state: RootState): Snapshot => ({
  statuses: state.statuses,
  accounts: state.accounts,
  polls: state.polls,
  timelines: state.timelines,
  instance: state.instance,
  capabilities: state.capabilities,
  filters: state.filters,
  notifications: state.notifications,
});

/** Resolves when the browser is idle (or at once where requestIdleCallback does not exist). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * What the last session left goes into the store: as the session read it, or read here. True when it
 * held posts of a timeline, which the first screen then draws.
 */
export function* hydrationSaga() {
  const { db, stored } = yield* appServices();
  const session = yield* select((s: RootState) => s.compose.session);
  const payload = stored === undefined ? yield* call(readKept, db, session) : stored;
  if (!payload) return false;
  try {
    yield* put(dbHydrated(payload));
  } catch (error) {
    // A kept record the store cannot take: start as if nothing had been kept.
    console.warn('The local database held data the store could not take; starting empty.', error);
    return false;
  }
  return Object.keys(payload.timelines).length > 0;
}
