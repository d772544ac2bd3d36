/**
 * One tab sends an account's read markers: the one holding the account's markers lock (Web Locks) for
 * as long as its session lives. The others pass the positions they read to it over the tabs' channel,
 * and every tab hears what was sent, so that none sends a position older than one the server was given.
 * Without Web Locks or BroadcastChannel each tab sends its own, as before.
 */
import { eventChannel } from 'redux-saga';
import { call, put, select, take } from 'typed-redux-saga/macro';
import { onTabMessage } from '../../domain/tabMessages';
import type { MarkerIds, TabMessage } from '../../domain/tabs';
import { appServices } from '../../store/services';
import { holdWebLock, webLocks, type HeldLock } from '../../utils/webLocks';
import { selectUnsubmittedMarkers } from './selectors';
import { markerReadPositionChanged, markersSubmitted, type MarkerTimeline } from './slice';

export const markersLockName = (accountKey: string) => `fedideck-markers-${accountKey}`;

/** Whether this tab sends the markers; false while another tab holds the lock. */
export interface MarkersRole {
  sends: boolean;
}

type TabEvent = Extract<TabMessage, { type: 'markersRead' | 'markersSent' }> | 'lockHeld';

/** Tells the other tabs what this one read (`markersRead`) or, `sent`, gave the server (`markersSent`). */
export function* tellTabs(sent: boolean, markers: MarkerIds) {
  const { tabs, account } = yield* appServices();
  if (!tabs || !account || Object.keys(markers).length === 0) return;
  tabs.post({ type: sent ? 'markersSent' : 'markersRead', accountKey: account.key, markers });
}

function* readAgain(markers: MarkerIds) {
  for (const [timeline, lastReadId] of Object.entries(markers))
    yield* put(markerReadPositionChanged({ timeline: timeline as MarkerTimeline, lastReadId }));
}

/**
 * Runs for the session's life: waits for the account's markers lock, hears the other tabs, and hands
 * the positions they read to this tab's sending once it holds the lock.
 */
export function* followOtherTabs(role: MarkersRole) {
  const { tabs, account } = yield* appServices();
  if (!tabs || !account) return;
  const leads = !!webLocks();
  if (leads) role.sends = false;
  const events = eventChannel<TabEvent>((emit) => {
    const stop = onTabMessage(tabs, (message) => {
      if (
        (message.type === 'markersRead' || message.type === 'markersSent') &&
        message.accountKey === account.key
      )
        emit(message);
    });
    const abort = new AbortController();
    let lock: HeldLock | null = null;
    let closed = false;
    if (leads)
      void holdWebLock(markersLockName(account.key), { signal: abort.signal }).then((held) => {
        if (closed) held?.release();
        else if (held) {
          lock = held;
          emit('lockHeld');
        }
      });
    return () => {
      closed = true;
      stop();
      abort.abort();
      lock?.release();
    };
  });
  try {
    for (;;) {
      const event = yield* take(events);
      if (event === 'lockHeld') {
        role.sends = true;
        // What this tab read while another one sent goes now, unless that tab sent it.
        const unsent = yield* select(selectUnsubmittedMarkers);
        const ids = Object.entries(unsent).map(([timeline, marker]) => [timeline, marker.last_read_id]);
        yield* call(readAgain, Object.fromEntries(ids) as MarkerIds);
      } else if (event.type === 'markersSent') yield* put(markersSubmitted(event.markers));
      else if (role.sends) yield* call(readAgain, event.markers);
    }
  } finally {
    events.close();
  }
}
