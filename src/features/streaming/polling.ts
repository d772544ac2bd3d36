import { call, delay, put, race, select, take } from 'typed-redux-saga/macro';
import { eventChannel, type EventChannel } from 'redux-saga';
import { REACHABILITY_EVENT, serverReached } from '../../api/client';
import { pollDue } from '../../domain/pollingEvents';
import { isStreamed } from '../../domain/timelineKey';
import type { RootState } from '../../store/types';
import { capabilityLearned } from '../capabilities';
import { expandRequested } from '../timelines';

/** How often the shown columns ask the server for what is new while the page is visible. */
export const POLL_INTERVAL_MS = 30_000;
/** While polling, streaming is tried again this often: the server may only have been down. */
export const STREAMING_RETRY_MS = 300_000;
/**
 * Focus, visibility and the server answering again often come together: they make one poll. The
 * device coming back online always polls: what arrived meanwhile was missed by any poll before.
 */
export const POLL_MIN_GAP_MS = 5_000;

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

/** Every shown column that streaming would feed loads what is newer than its top (or its first page). */
export function* pollMounted() {
  const mounted = yield* select((s: RootState) => s.streaming.mounted);
  // A column whose load is under way is not asked twice: the timelines' saga drops the second request.
  for (const timelineId of Object.keys(mounted)) {
    if (isStreamed(timelineId)) yield* put(expandRequested({ timelineId }));
  }
  yield* put(pollDue());
}

/**
 * The server has no usable streaming: it is told to the capabilities, and the shown columns and the
 * notifications are refreshed every POLL_INTERVAL_MS while the page is visible and at once when the
 * user or the network comes back. Returns after STREAMING_RETRY_MS, for streaming to be tried again.
 */
export function* pollingSaga() {
  yield* put(capabilityLearned({ feature: 'streaming', supported: false }));
  const wake = wakeEvents();
  try {
    yield* race({ polling: call(pollLoop, wake), retry: delay(STREAMING_RETRY_MS) });
  } finally {
    wake.close();
  }
}

function* pollLoop(wake: EventChannel<string>) {
  let lastPoll = 0;
  for (;;) {
    let woken: string | undefined;
    if (pageVisible()) woken = (yield* race({ wake: take(wake), tick: delay(POLL_INTERVAL_MS) })).wake;
    else woken = yield* take(wake);
    // A tick that fell while the page was hidden waits for it to be shown.
    if (!pageVisible()) continue;
    if (woken !== 'online' && Date.now() - lastPoll < POLL_MIN_GAP_MS) continue;
    lastPoll = Date.now();
    yield* call(pollMounted);
  }
}
