import { actionChannel, call, fork, put, race, select, take, takeEvery, delay } from 'typed-redux-saga/macro';
import { buffers } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { isApiError } from '../../api/errors';
import {
  GAP_FILL_CONCURRENCY,
  PARTIAL_TIMELINE_POLL_MS,
  PERSISTED_TIMELINE_ITEMS,
  TIMELINE_PAGE_SIZE,
} from '../../constants';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { entitiesImported } from '../../domain/importer/actions';
import { settingChanged } from '../settings/public';
import { streamingConnected } from '../../domain/streamingEvents';
import { fetcherFor } from './fetchers';
import { selectHeldIds, selectNewestId, selectOldestId } from './selectors';
import {
  expandFailed,
  expandRequested,
  expandSucceeded,
  timelineCleared,
  timelineUnmounted,
  type ExpandKind,
} from './slice';
import { isStreamed, parseKey } from '../../domain/timelineKey';

export { fetcherFor } from './fetchers';

type ExpandAction = ReturnType<typeof expandRequested>;

/**
 * One load under way. A request for the same load while it is under way is answered by it; one that
 * arrives after it has dispatched its outcome (its `isLoading` already cleared) but before it let go of
 * its lane is run once the lane is free, else the timeline would say it is loading forever.
 */
interface Run {
  settled: boolean;
  again?: ExpandAction;
  /** A background refresh: a load the user asks for meanwhile runs after it rather than being dropped. */
  background?: boolean;
}

/**
 * What is loading: one first/older/recent load per timeline, and up to GAP_FILL_CONCURRENCY gap loads
 * per timeline with the rest waiting in line.
 */
interface Lanes {
  main: Map<string, Run>;
  gaps: Map<string, Map<string, Run>>;
  waiting: Map<string, ExpandAction[]>;
}

/** Whether a request for a load under way is dropped (answered by it); else it is kept for later. */
function answeredBy(run: Run | undefined, action: ExpandAction) {
  if (!run) return false;
  if (run.settled || (run.background && !action.payload.background)) run.again = action;
  return true;
}

/**
 * Which load a request is: older posts or a gap's (maxId); the current first page, reconciled with what
 * the timeline holds, for a reconnect and for posts kept from the last session that the server has not
 * confirmed yet (the timeline is not loaded); else what is newer than the top, or the first load.
 */
function* kindOf(
  timelineId: string,
  maxId: string | undefined,
  sinceId: string | undefined,
  reconcile = false,
) {
  if (maxId) {
    const oldest = yield* select(selectOldestId, timelineId);
    return { kind: (maxId === oldest ? 'older' : 'gap') as ExpandKind, sinceId: undefined };
  }
  const since = sinceId ?? (yield* select(selectNewestId, timelineId));
  const kept = yield* select((state: RootState) => state.timelines[timelineId]?.loaded === false);
  if (since && !sinceId && (reconcile || kept))
    return { kind: 'reconcile' as ExpandKind, sinceId: undefined };
  return { kind: (since ? 'recent' : 'initial') as ExpandKind, sinceId: since };
}

/** A list that answers 404 was deleted: its column leaves the settings. */
function* removeListColumn(listId: string) {
  const columns = yield* select((s: RootState) => s.settings.synced.columns);
  const kept = columns.filter((column) => !(column.id === 'LIST' && column.params?.id === listId));
  if (kept.length !== columns.length) yield* put(settingChanged({ path: ['columns'], value: kept }));
}

const selectAllowLocalOnly = (state: RootState) => state.settings.synced.public.other.allowLocalOnly === true;

function* load(
  timelineId: string,
  kind: ExpandKind,
  maxId: string | undefined,
  sinceId: string | undefined,
  run: Run,
  quiet?: boolean,
) {
  const fetcher = fetcherFor(timelineId, { allowLocalOnly: yield* select(selectAllowLocalOnly) });
  if (!fetcher) return;
  // What the page is checked against: the posts held as it is asked for, not those streamed meanwhile.
  const checked = kind === 'reconcile' ? yield* select(selectHeldIds, timelineId) : undefined;
  try {
    const { api } = yield* appServices();
    const response = yield* call(fetcher, api, {
      max_id: maxId,
      since_id: maxId ? undefined : sinceId,
      // A kept page holds up to PERSISTED_TIMELINE_ITEMS posts: one first page of as many covers it.
      limit: kind === 'reconcile' ? PERSISTED_TIMELINE_ITEMS : TIMELINE_PAGE_SIZE,
    });
    const statuses = Array.isArray(response.data) ? response.data : [];
    yield* put(entitiesImported({ statuses }));
    const statusIds = statuses.flatMap((s) => (typeof s?.id === 'string' && s.account ? [s.id] : []));
    run.settled = true;
    yield* put(
      expandSucceeded({
        timelineId,
        kind,
        statusIds,
        next: response.links.next ?? null,
        isPartial: response.status === 206,
        moreBetween: kind === 'recent' && statuses.length >= TIMELINE_PAGE_SIZE,
        background: run.background,
        ...(checked && { checked }),
      }),
    );
  } catch (error) {
    run.settled = true;
    yield* put(expandFailed({ timelineId, background: run.background }));
    const key = parseKey(timelineId);
    if (isApiError(error) && error.status === 404 && key?.kind === 'list') {
      yield* call(removeListColumn, key.id);
      yield* put(timelineCleared({ timelineId }));
      return;
    }
    if (!quiet) yield* call(reportError, error);
  }
}

function* expandTimeline(lanes: Lanes, action: ExpandAction): Generator<unknown, void, unknown> {
  const { timelineId, maxId } = action.payload;
  if (!fetcherFor(timelineId)) {
    yield* put(expandFailed({ timelineId }));
    return;
  }
  const { kind, sinceId } = yield* call(
    kindOf,
    timelineId,
    maxId,
    action.payload.sinceId,
    action.payload.reconcile,
  );
  if (kind !== 'gap') {
    if (answeredBy(lanes.main.get(timelineId), action)) return;
    const run: Run = { settled: false, background: action.payload.background };
    lanes.main.set(timelineId, run);
    try {
      yield* call(load, timelineId, kind, maxId, sinceId, run, action.payload.quiet);
    } finally {
      lanes.main.delete(timelineId);
    }
    if (run.again) yield* call(expandTimeline, lanes, run.again);
    return;
  }
  const running = lanes.gaps.get(timelineId) ?? new Map<string, Run>();
  lanes.gaps.set(timelineId, running);
  const waiting = lanes.waiting.get(timelineId) ?? [];
  lanes.waiting.set(timelineId, waiting);
  const gapId = maxId as string;
  if (answeredBy(running.get(gapId), action) || waiting.some((a) => a.payload.maxId === gapId)) return;
  // Gaps are filled up to 2 at a time; the others wait for a free slot.
  if (running.size >= GAP_FILL_CONCURRENCY) {
    waiting.push(action);
    return;
  }
  const run: Run = { settled: false };
  running.set(gapId, run);
  try {
    yield* call(load, timelineId, kind, maxId, undefined, run);
  } finally {
    running.delete(gapId);
    const next = waiting.shift();
    if (next) yield* fork(expandTimeline, lanes, next);
  }
  if (run.again) yield* call(expandTimeline, lanes, run.again);
}

/**
 * After a reconnect each loaded streamed timeline asks for its current first page, reconciled with what
 * it holds (what was deleted, hidden or edited while the stream was down), and a column scrolled down
 * fills its first gaps (at its top, everything below the page goes). On the first connection, each
 * shown one does the same in the background (what was posted between its load and its subscription):
 * that counts as a start.
 */
function* refreshAfterReconnect(action: ReturnType<typeof streamingConnected>) {
  const timelines = yield* select((state: RootState) => state.timelines);
  const mounted = yield* select((state: RootState) => state.streaming.mounted);
  for (const [timelineId, timeline] of Object.entries(timelines)) {
    if (!isStreamed(timelineId)) continue;
    // A shown timeline that could not load (read from IndexedDB while offline) loads once the connection is up.
    if (!timeline.loaded) {
      if (mounted[timelineId] && !timeline.isLoading) yield* put(expandRequested({ timelineId }));
      continue;
    }
    if (!action.payload.reconnected) {
      // Mastodon's web UI fills gaps on every connection: in the background and quietly.
      if (mounted[timelineId] && !timeline.isLoading)
        yield* put(expandRequested({ timelineId, background: true, quiet: true, reconcile: true }));
      continue;
    }
    yield* put(expandRequested({ timelineId, reconcile: true }));
    if (timeline.top && timeline.pendingItems.length === 0) continue;
    const gapsAfter = timeline.items.flatMap((id, i) => {
      const before = i > 0 ? timeline.items[i - 1] : null;
      return id === null && before ? [before] : [];
    });
    for (const maxId of gapsAfter.slice(0, GAP_FILL_CONCURRENCY)) {
      yield* put(expandRequested({ timelineId, maxId }));
    }
  }
}

const isFor =
  (timelineId: string, ...types: string[]) =>
  (action: Action) =>
    types.includes(action.type) &&
    (action as { payload?: { timelineId?: string } }).payload?.timelineId === timelineId;

/**
 * While the server answers 206 (home feed being prepared) the timeline is asked again every
 * PARTIAL_TIMELINE_POLL_MS, until a 200 arrives or its column goes away.
 */
function* pollWhilePartial(timelineId: string) {
  for (;;) {
    const { stopped } = yield* race({
      wait: delay(PARTIAL_TIMELINE_POLL_MS),
      stopped: take(isFor(timelineId, timelineCleared.type, timelineUnmounted.type)),
    });
    if (stopped) {
      const mounted = yield* select((s: RootState) => s.streaming.mounted[timelineId] ?? 0);
      if (stopped.type === timelineCleared.type || mounted === 0) return;
      continue;
    }
    yield* put(expandRequested({ timelineId }));
    const outcome = yield* take(isFor(timelineId, expandSucceeded.type, expandFailed.type));
    if (expandSucceeded.match(outcome) && !outcome.payload.isPartial) return;
  }
}

const ALLOW_LOCAL_ONLY_PATH = 'public/other/allowLocalOnly';

/**
 * "Show local-only posts" changes what the federated timelines list: each loaded one starts again, and
 * a shown one loads at once.
 */
function* reloadFederated(action: ReturnType<typeof settingChanged>) {
  if (action.payload.path.join('/') !== ALLOW_LOCAL_ONLY_PATH) return;
  const timelines = yield* select((state: RootState) => state.timelines);
  const mounted = yield* select((state: RootState) => state.streaming.mounted);
  for (const timelineId of Object.keys(timelines)) {
    const key = parseKey(timelineId);
    if (key?.kind !== 'public' || key.scope !== 'federated') continue;
    yield* put(timelineCleared({ timelineId }));
    if (mounted[timelineId]) yield* put(expandRequested({ timelineId }));
  }
}

/**
 * `localDataRead`, at start-up, resolves once what IndexedDB kept is in the store: loads asked for before
 * then wait for it, so that a column drawn first refreshes what was kept (offline, it keeps showing it)
 * rather than loading from scratch and reporting nothing to show.
 */
export function* timelinesSaga(localDataRead?: Promise<void>) {
  const lanes: Lanes = { main: new Map(), gaps: new Map(), waiting: new Map() };
  const polling = new Set<string>();
  const requests = yield* actionChannel(expandRequested, buffers.expanding<ExpandAction>());
  if (localDataRead) yield* call(() => localDataRead);
  yield* takeEvery(requests, expandTimeline, lanes);
  yield* takeEvery(streamingConnected.type, refreshAfterReconnect);
  yield* takeEvery(settingChanged.type, reloadFederated);
  yield* takeEvery(expandSucceeded.type, function* startPolling(action: ReturnType<typeof expandSucceeded>) {
    const { timelineId, isPartial } = action.payload;
    if (!isPartial || polling.has(timelineId)) return;
    polling.add(timelineId);
    try {
      yield* call(pollWhilePartial, timelineId);
    } finally {
      polling.delete(timelineId);
    }
  });
}
