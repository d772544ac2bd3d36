import { all, call, delay, fork, put, race, select, spawn, take } from 'typed-redux-saga/macro';
import { accountsSaga } from '../features/accounts/sagas';
import { alertsSaga } from '../features/alerts/sagas';
import { authSaga, verifySession } from '../features/auth/sagas';
import { filtersSaga } from '../features/filters/sagas';
import { filtersFetchRequested } from '../features/filters/slice';
import { listsSaga } from '../features/lists/sagas';
import { markersFetchRequested } from '../features/markers/slice';
import type { RootState } from './types';
import { notificationsSaga } from '../features/notifications/sagas';
import { composeSaga } from '../features/compose/sagas';
import { instanceSaga } from '../features/instance/sagas';
import { instanceFetchRequested } from '../features/instance/slice';
import { loadServerSettings, settingsSaga } from '../features/settings/sagas';
import { statusesSaga } from '../features/statuses/sagas';
import { statusListsSaga } from '../features/statusLists/sagas';
import { accountListsSaga } from '../features/accountLists/sagas';
import { streamingSaga } from '../features/streaming/sagas';
import { timelinesSaga } from '../features/timelines/sagas';
import { moderationSaga } from '../features/moderation/sagas';
import { searchSaga } from '../features/search/sagas';
import { pushSaga } from '../features/push';
import { lazyIntentsSaga } from './lazyIntents';
import { evictionSaga, hydrationSaga, persistenceSaga } from '../db/sagas';

/** A watcher that throws is logged and restarted, so one bug never stops the others. */
function keepAlive(saga: () => Generator) {
  return function* supervised() {
    for (;;) {
      try {
        yield* call(saga);
        return;
      } catch (error) {
        console.error(`${saga.name} failed; restarting it.`, error);
      }
    }
  };
}

const WATCHERS = [
  alertsSaga,
  authSaga,
  accountsSaga,
  statusesSaga,
  timelinesSaga,
  composeSaga,
  settingsSaga,
  instanceSaga,
  persistenceSaga,
  notificationsSaga,
  filtersSaga,
  listsSaga,
  statusListsSaga,
  accountListsSaga,
  moderationSaga,
  searchSaga,
  pushSaga,
  lazyIntentsSaga,
];

/** How long the work after the first paint waits for posts before it starts anyway (offline, empty). */
const FIRST_PAINT_WAIT_MS = 3_000;

const someTimelineShowsPosts = (state: RootState) =>
  Object.values(state.timelines).some((timeline) => (timeline?.items.length ?? 0) > 0);

function* postsInTheStore() {
  while (!(yield* select(someTimelineShowsPosts))) yield* take('*');
}

/** Resolves after the next frame is drawn: what the store holds now is on screen. */
const nextPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });

/**
 * What the first paint does not need loads once the first posts are drawn: the read markers (fetched
 * then, tracked and saved from then on), and the account's preferences checked against this device's.
 */
function* afterFirstPaint() {
  yield* race({ posts: call(postsInTheStore), timeout: delay(FIRST_PAINT_WAIT_MS) });
  yield* call(nextPaint);
  // The filters' list loads in a chunk of its own: the results each post carries apply until then.
  yield* put(filtersFetchRequested());
  const { markersSaga } = yield* call(() => import('../features/markers/sagas'));
  yield* spawn(keepAlive(markersSaga));
  yield* put(markersFetchRequested());
  // The account's preferences, against this device's settings that stand in for them.
  const { checkDeviceSettings } = yield* call(() => import('../features/settings/deviceSettings'));
  yield* spawn(checkDeviceSettings);
}

/** Start-up: local data first (paints at once, offline too), then the network. */
function* startup() {
  yield* call(hydrationSaga);
  yield* put(instanceFetchRequested());
  yield* fork(verifySession);
  yield* fork(loadServerSettings);
  yield* fork(afterFirstPaint);
  yield* fork(streamingSaga);
  yield* fork(evictionSaga);
}

export function* rootSaga() {
  yield* all(WATCHERS.map((saga) => spawn(keepAlive(saga))));
  yield* call(startup);
}
