import { all, call, fork, put, spawn } from 'typed-redux-saga/macro';
import { accountsSaga } from '../features/accounts/sagas';
import { alertsSaga } from '../features/alerts/sagas';
import { authSaga, verifySession } from '../features/auth/sagas';
import { filtersSaga } from '../features/filters/sagas';
import { filtersFetchRequested } from '../features/filters/slice';
import { listsSaga } from '../features/lists/sagas';
import { markersSaga } from '../features/markers/sagas';
import { markersFetchRequested } from '../features/markers/slice';
import { contextsSaga } from '../features/contexts/sagas';
import { trendsSaga } from '../features/trends/sagas';
import { notificationsSaga } from '../features/notifications/sagas';
import { composeSaga } from '../features/compose/sagas';
import { instanceSaga } from '../features/instance/sagas';
import { instanceFetchRequested } from '../features/instance/slice';
import { loadServerSettings, settingsSaga } from '../features/settings/sagas';
import { statusesSaga } from '../features/statuses/sagas';
import { streamingSaga } from '../features/streaming/sagas';
import { timelinesSaga } from '../features/timelines/sagas';
import { moderationSaga } from '../features/moderation/sagas';
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
  contextsSaga,
  trendsSaga,
  notificationsSaga,
  filtersSaga,
  markersSaga,
  listsSaga,
  moderationSaga,
];

/** Start-up: local data first (paints at once, offline too), then the network. */
function* startup() {
  yield* call(hydrationSaga);
  yield* put(instanceFetchRequested());
  yield* fork(verifySession);
  yield* fork(loadServerSettings);
  yield* put(filtersFetchRequested());
  yield* put(markersFetchRequested());
  yield* fork(streamingSaga);
  yield* fork(evictionSaga);
}

export function* rootSaga() {
  yield* all(WATCHERS.map((saga) => spawn(keepAlive(saga))));
  yield* call(startup);
}
