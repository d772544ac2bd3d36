import { call, delay, fork, put, select, take } from 'typed-redux-saga/macro';
import { ENTITY_RELEASE_INTERVAL_MS, ENTITY_RELEASE_QUIET_MS } from '../../constants';
import type { RootState } from '../../store/types';
import { streamingEventsReceived } from '../streamingEvents';
import { entitiesReleased } from './actions';
import type { Releasable } from './release';

export interface ReleaseOptions {
  intervalMs?: number;
  quietMs?: number;
  /** Resolves when the page is idle. */
  idle?: () => Promise<void>;
  /** What the address shown names (a post's or an account's id, an acct): kept while it shows. */
  shown?: () => string[];
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 10_000 });
    else setTimeout(resolve, 0);
  });
}

/** The address's path segments, an account's without its "@". */
function addressSegments(): string[] {
  if (typeof location === 'undefined') return [];
  return location.pathname.split('/').flatMap((segment) => {
    try {
      const decoded = decodeURIComponent(segment);
      return decoded.startsWith('@') ? [decoded, decoded.slice(1)] : [decoded];
    } catch {
      return [segment];
    }
  });
}

const selectState = (state: RootState) => state;

/**
 * Every `intervalMs`, in idle time and once no streamed posts came for `quietMs`, releases the posts,
 * accounts and polls nothing in the state refers to (`findReleasable`): only those found unreferenced
 * by two sweeps in a row, so one imported just before what refers to it arrives stays.
 */
export function* entityReleaseSaga(options: ReleaseOptions = {}) {
  const intervalMs = options.intervalMs ?? ENTITY_RELEASE_INTERVAL_MS;
  const quietMs = options.quietMs ?? ENTITY_RELEASE_QUIET_MS;
  let lastStreamed = 0;
  yield* fork(function* watchStream() {
    for (;;) {
      yield* take(streamingEventsReceived);
      lastStreamed = Date.now();
    }
  });
  let previous: Releasable = { statusIds: [], accountIds: [], pollIds: [] };
  for (;;) {
    yield* delay(intervalMs);
    // A burst being drawn: wait for its end (at most one more interval; then the next round tries).
    const waitUntil = Date.now() + intervalMs;
    while (Date.now() - lastStreamed < quietMs && Date.now() < waitUntil) {
      yield* delay(quietMs - (Date.now() - lastStreamed));
    }
    if (Date.now() - lastStreamed < quietMs) continue;
    yield* call(options.idle ?? whenIdle);
    const { findReleasable } = yield* call(
      () => import(/* webpackChunkName: "entity-release" */ './release'),
    );
    const found = findReleasable(yield* select(selectState), (options.shown ?? addressSegments)());
    const both = (kind: keyof Releasable) => {
      const before = new Set(previous[kind]);
      return found[kind].filter((id) => before.has(id));
    };
    const released = {
      statusIds: both('statusIds'),
      accountIds: both('accountIds'),
      pollIds: both('pollIds'),
    };
    const gone = (kind: keyof Releasable) => {
      const out = new Set(released[kind]);
      return found[kind].filter((id) => !out.has(id));
    };
    previous = { statusIds: gone('statusIds'), accountIds: gone('accountIds'), pollIds: gone('pollIds') };
    if (released.statusIds.length + released.accountIds.length + released.pollIds.length > 0) {
      yield* put(entitiesReleased(released));
    }
  }
}
