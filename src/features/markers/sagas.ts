import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery } from 'typed-redux-saga/macro';
import { fetchMarkers, saveMarkers } from '../../api/endpoints/markers';
import { MARKER_SUBMIT_THROTTLE_MS } from '../../constants';
import { appServices } from '../../store/services';
import type { IntentHandlers } from '../../store/feature';
import type { markersIntents } from './intents';
import type { RootState } from '../../store/types';
import { compareId } from '../../utils/ids';
import { reportError } from '../alerts/public';
import { capabilityLearned, selectCapability } from '../capabilities/public';
import { isApiError } from '../../api/errors';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import { expandSucceeded, pendingLoaded, statusPosted, topChanged } from '../timelines/public';
import { sendMarkersOnClose } from './closeSender';
import { selectMarker, selectUnsubmittedMarkers } from './selectors';
import {
  markerReadPositionChanged,
  markersFetched,
  markersLoadSettled,
  markersSubmitted,
  type MarkerTimeline,
} from './slice';
import { throttleLeadingTrailing } from './throttle';
import { followOtherTabs, tellTabs, type MarkersRole } from './tabs';
import type { MarkerIds } from '../../domain/tabs';
/** The server's markers are being fetched: nothing is submitted before they are known. */
let loading = false;

/** A server without markers (404) is asked no more this session: the positions stay on this device. */
const selectMarkersUsable = (s: RootState) => s.auth.signedIn && selectCapability(s, 'markers') !== 'no';

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404;

function* markersMissing() {
  yield* put(capabilityLearned({ feature: 'markers', supported: false }));
}

function* loadMarkers() {
  loading = true;
  if (!(yield* select(selectMarkersUsable))) {
    loading = false;
    yield* put(markersLoadSettled());
    return;
  }
  const { api } = yield* appServices();
  try {
    const markers = yield* call(fetchMarkers, api);
    if (markers && typeof markers === 'object') yield* put(markersFetched(markers));
  } catch (error) {
    if (isNotFound(error)) yield* call(markersMissing);
    else yield* call(reportError, error);
  } finally {
    loading = false;
    yield* put(markersLoadSettled());
  }
}

const idsOf = (body: ReturnType<typeof selectUnsubmittedMarkers>): MarkerIds =>
  Object.fromEntries(Object.entries(body).map(([timeline, marker]) => [timeline, marker.last_read_id]));

/**
 * Returns whether a request went out: one that did not needs no throttle window after it. A tab that
 * does not send (another holds the lock) passes the positions to the one that does.
 */
function* submitMarkers(role: MarkersRole) {
  if (!(yield* select(selectMarkersUsable))) return false;
  // Positions the server already holds are not sent again: its markers are awaited first.
  if (loading) yield* take(markersLoadSettled.type);
  const body = yield* select(selectUnsubmittedMarkers);
  if (Object.keys(body).length === 0) return false;
  if (!role.sends) {
    yield* call(tellTabs, false, idsOf(body));
    return false;
  }
  const { api } = yield* appServices();
  try {
    yield* call(saveMarkers, api, body);
    yield* put(markersSubmitted(idsOf(body)));
    yield* call(tellTabs, true, idsOf(body));
  } catch (error) {
    if (isNotFound(error)) yield* call(markersMissing);
    else yield* call(reportError, error);
  }
  return true;
}

/** Home's read marker is the newest post seen at the top. */
function* trackHomeReadPosition() {
  const state = yield* select((s: RootState) => s);
  const home = state.timelines.home;
  if (!home?.top) return;
  const newest = home.items.find((id): id is string => id !== null);
  const known = selectMarker(state, 'home');
  if (newest && (!known || compareId(newest, known) > 0)) {
    yield* put(markerReadPositionChanged({ timeline: 'home', lastReadId: newest }));
  }
}

type CloseSignal = 'close';

/** `pagehide`, or the tab going hidden (the last event a mobile browser reliably fires). */
function pageCloseChannel(): EventChannel<CloseSignal> {
  return eventChannel<CloseSignal>((emit) => {
    const onHide = () => emit('close');
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') emit('close');
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  });
}

function* sendOnPageClose(role: MarkersRole) {
  const { account } = yield* appServices();
  if (!account || typeof window === 'undefined') return;
  const channel = yield* call(pageCloseChannel);
  try {
    for (;;) {
      yield* take(channel);
      if (!(yield* select(selectMarkersUsable))) continue;
      const body = yield* select(selectUnsubmittedMarkers);
      if (Object.keys(body).length === 0) continue;
      if (!role.sends) {
        yield* call(tellTabs, false, idsOf(body));
        continue;
      }
      yield* call(sendMarkersOnClose, account.baseUrl, account.token, body);
      yield* put(markersSubmitted(idsOf(body)));
      yield* call(tellTabs, true, idsOf(body));
    }
  } finally {
    channel.close();
  }
}

/**
 * Once the server's markers are known, where home already stands counts, and positions read before
 * (while this saga was not yet listening) are submitted.
 */
function* trackAfterLoad() {
  yield* take(markersLoadSettled.type);
  yield* call(trackHomeReadPosition);
  const body = yield* select(selectUnsubmittedMarkers);
  for (const [timeline, marker] of Object.entries(body)) {
    yield* put(
      markerReadPositionChanged({ timeline: timeline as MarkerTimeline, lastReadId: marker.last_read_id }),
    );
  }
}

/** The server's markers, the newest ask ending one on its way. */
export const handlers: IntentHandlers<typeof markersIntents> = { fetchRequested: loadMarkers };

export const takes = 'latest';

/** The read positions tracked and saved, here and from other tabs. */
export function* saga() {
  loading = false;
  const role: MarkersRole = { sends: true };
  yield* fork(followOtherTabs, role);
  // Started once the first posts are on screen, just before the markers are fetched.
  yield* fork(trackAfterLoad);
  yield* throttleLeadingTrailing(MARKER_SUBMIT_THROTTLE_MS, markerReadPositionChanged.type, () =>
    submitMarkers(role),
  );
  yield* takeEvery(
    [
      topChanged.type,
      expandSucceeded.type,
      pendingLoaded.type,
      statusPosted.type,
      streamingEventsReceived.type,
    ],
    trackHomeReadPosition,
  );
  yield* fork(sendOnPageClose, role);
}
