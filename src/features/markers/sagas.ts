import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLatest } from 'typed-redux-saga/macro';
import { fetchMarkers, saveMarkers } from '../../api/endpoints/markers';
import { MARKER_SUBMIT_THROTTLE_MS } from '../../constants';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { compareId } from '../../utils/ids';
import { reportError } from '../alerts';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import { expandSucceeded, pendingLoaded, statusPosted, topChanged } from '../timelines';
import { sendMarkersOnClose } from './closeSender';
import { selectMarker, selectUnsubmittedMarkers } from './selectors';
import { markerReadPositionChanged, markersFetched, markersFetchRequested, markersSubmitted } from './slice';
import { throttleLeadingTrailing } from './throttle';

const selectSignedIn = (s: RootState) => s.auth.signedIn;

function* loadMarkers() {
  if (!(yield* select(selectSignedIn))) return;
  const { api } = yield* appServices();
  try {
    const markers = yield* call(fetchMarkers, api);
    if (markers && typeof markers === 'object') yield* put(markersFetched(markers));
  } catch (error) {
    yield* call(reportError, error);
  }
}

const idsOf = (body: ReturnType<typeof selectUnsubmittedMarkers>) =>
  Object.fromEntries(Object.entries(body).map(([timeline, marker]) => [timeline, marker.last_read_id]));

function* submitMarkers() {
  if (!(yield* select(selectSignedIn))) return;
  const body = yield* select(selectUnsubmittedMarkers);
  if (Object.keys(body).length === 0) return;
  const { api } = yield* appServices();
  try {
    yield* call(saveMarkers, api, body);
    yield* put(markersSubmitted(idsOf(body)));
  } catch (error) {
    yield* call(reportError, error);
  }
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

function* sendOnPageClose() {
  const { account } = yield* appServices();
  if (!account || typeof window === 'undefined') return;
  const channel = yield* call(pageCloseChannel);
  try {
    for (;;) {
      yield* take(channel);
      const body = yield* select(selectUnsubmittedMarkers);
      if (Object.keys(body).length === 0) continue;
      yield* call(sendMarkersOnClose, account.baseUrl, account.token, body);
      yield* put(markersSubmitted(idsOf(body)));
    }
  } finally {
    channel.close();
  }
}

export function* markersSaga() {
  // Started once the first posts are on screen: where home already stands counts at once.
  yield* fork(trackHomeReadPosition);
  yield* takeLatest(markersFetchRequested.type, loadMarkers);
  yield* throttleLeadingTrailing(MARKER_SUBMIT_THROTTLE_MS, markerReadPositionChanged.type, submitMarkers);
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
  yield* fork(sendOnPageClose);
}
