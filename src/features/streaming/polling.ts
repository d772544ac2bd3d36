import { call, delay, put, race, select, take } from 'typed-redux-saga/macro';
import { eventChannel, type EventChannel } from 'redux-saga';
import { REACHABILITY_EVENT, serverReached } from '../../api/client';
import { serverWaitMs } from '../../api/retry';
import { appServices } from '../../store/services';
import { notificationsPolled, pollDue } from '../../domain/pollingEvents';
import { isStreamed } from '../../domain/timelineKey';
import type { RootState } from '../../store/types';
import { capabilityLearned } from '../capabilities/public';
import { expandFailed, expandRequested, expandSucceeded } from '../timelines/public';

/** How often the shown columns ask the server for what is new while the page is visible. */
export const POLL_INTERVAL_MS = 30_000;
/** While polling, streaming is tried again this often: the server may only have been down. */
export const STREAMING_RETRY_MS = 300_000;
/**
 * Focus, visibility and the server answering again often come together: they make one poll. The
 * device coming back online always polls: what arrived meanwhile was missed by any poll before.
 */
export const POLL_MIN_GAP_MS = 5_000;
/**
 * A column (or the notifications) whose poll failed is asked again after twice as long each time it
 * fails again: 1, 2, 4, then 8 minutes at most, until it answers or the device comes back online.
 */
export const POLL_BACKOFF_MAX_TIMES = 16;
const NOTIFICATIONS = 'notifications';

/**
 * For each polled thing (a timeline id, or the notifications) that failed: polls to skip before the next.
 * It outlives each round of polling, so that streaming tried again meanwhile does not reset it.
 */
export type PollBackoff = Map<string, { failures: number; skip: number }>;

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The moments to poll at once: the window focused, the page shown again, the device back online, an
 * API call answered after calls had found no network.
 */
function wakeEvents(): EventChannel<string> {
  return eventChannel<string>((emit) => {
    const wake = ({ type }: Event) => {
      if (pageVisible() && (type !== REACHABILITY_EVENT || serverReached())) emit(type);
    };
    const targets = [
      [window, 'focus'],
      [window, 'online'],
      [window, REACHABILITY_EVENT],
      [document, 'visibilitychange'],
    ] as const;
    targets.forEach(([target, type]) => target.addEventListener(type, wake));
    return () => targets.forEach(([target, type]) => target.removeEventListener(type, wake));
  });
}

/**
 * Every shown column that streaming would feed loads what is newer than its top (or its first page),
 * and the notifications what is newer than their newest group; those backing off after failures wait,
 * and failing again say nothing more (one notice for a failure, not one per try).
 */
export function* pollMounted(backoff: PollBackoff = new Map()) {
  // A server that asked to be left alone for a while (Retry-After) is polled once that is over.
  const { api } = yield* appServices();
  if (serverWaitMs(new URL(api.baseUrl).origin) > 0) return;
  const mounted = yield* select((s: RootState) => s.streaming.mounted);
  const due = (key: string) => {
    const waiting = backoff.get(key);
    if (!waiting?.skip) return true;
    waiting.skip -= 1;
    return false;
  };
  // A column whose load is under way is not asked twice: the timelines' saga drops the second request.
  for (const timelineId of Object.keys(mounted)) {
    if (isStreamed(timelineId) && due(timelineId))
      yield* put(expandRequested({ timelineId, ...(backoff.has(timelineId) && { quiet: true }) }));
  }
  if (due(NOTIFICATIONS)) yield* put(pollDue(backoff.has(NOTIFICATIONS) ? { quiet: true } : undefined));
}

/** A polled load's outcome: one more failure in a row doubles its wait, an answer ends it. */
export function recordPollOutcome(backoff: PollBackoff, key: string, failed: boolean) {
  if (!failed) backoff.delete(key);
  else {
    const failures = (backoff.get(key)?.failures ?? 0) + 1;
    backoff.set(key, { failures, skip: Math.min(2 ** failures, POLL_BACKOFF_MAX_TIMES) - 1 });
  }
}

/** Counts the polled loads that fail in a row; one that answers is polled at the usual pace again. */
function* countFailures(backoff: PollBackoff) {
  for (;;) {
    const action = (yield* take([expandSucceeded.type, expandFailed.type, notificationsPolled.type])) as {
      type: string;
      payload: { timelineId?: string; failed?: boolean };
    };
    const failed = action.type === expandFailed.type || action.payload.failed === true;
    recordPollOutcome(backoff, action.payload.timelineId ?? NOTIFICATIONS, failed);
  }
}

const shownAndUnloaded = (s: RootState) =>
  Object.keys(s.streaming.mounted).some((id) => isStreamed(id) && !s.timelines[id]?.loaded);

/**
 * The server has no usable streaming: it is told to the capabilities, and the shown columns and the
 * notifications are refreshed every POLL_INTERVAL_MS while the page is visible and at once when the
 * user or the network comes back (a shown column that could not load, at once). Returns after
 * STREAMING_RETRY_MS, for streaming to be tried again.
 */
export function* pollingSaga() {
  yield* put(capabilityLearned({ feature: 'streaming', supported: false }));
  const backoff: PollBackoff = new Map();
  const wake = wakeEvents();
  try {
    yield* race({
      polling: call(pollLoop, wake, backoff),
      failures: call(countFailures, backoff),
      retry: delay(STREAMING_RETRY_MS),
    });
  } finally {
    wake.close();
  }
}

function* pollLoop(wake: EventChannel<string>, backoff: PollBackoff) {
  let lastPoll = 0;
  if (pageVisible() && (yield* select(shownAndUnloaded))) {
    lastPoll = Date.now();
    yield* call(pollMounted, backoff);
  }
  for (;;) {
    let woken: string | undefined;
    if (pageVisible()) woken = (yield* race({ wake: take(wake), tick: delay(POLL_INTERVAL_MS) })).wake;
    else woken = yield* take(wake);
    // A tick that fell while the page was hidden waits for it to be shown.
    if (!pageVisible()) continue;
    if (woken !== 'online' && Date.now() - lastPoll < POLL_MIN_GAP_MS) continue;
    // Back online: what failed while the network was down says nothing of the server.
    if (woken === 'online') backoff.clear();
    lastPoll = Date.now();
    yield* call(pollMounted, backoff);
  }
}
