import {
  actionChannel,
  all,
  call,
  cancelled,
  delay,
  fork,
  join,
  put,
  race,
  select,
  spawn,
  take,
} from 'typed-redux-saga/macro';
import { buffers, type Channel } from 'redux-saga';
import { PERSIST_FIRST_WRITE_MAX_WAIT_MS } from '../constants';
import { isAnyOf, type Action } from '@reduxjs/toolkit';
import { firstPostsPainted, nothingToShow } from '../domain/events';
import { accountsSaga } from '../features/accounts/sagas';
import { alertsSaga } from '../features/alerts/sagas';
import { verifySession } from '../features/auth/sagas';
import { filtersSaga } from '../features/filters/sagas';
import { filtersIntents } from '../features/filters/intents';
import { markersFetchRequested } from '../features/markers/slice';
import { composeSaga } from '../features/compose/sagas';
import { instanceSaga } from '../features/instance/sagas';
import { instanceFetchRequested } from '../features/instance/slice';
import { loadServerSettings, settingsSaga } from '../features/settings/sagas';
import { statusesSaga } from '../features/statuses/sagas';
import { timelinesSaga } from '../features/timelines/sagas';
import { keepAlive } from './keepAlive';
import { lazyFeaturesSaga } from './lazyFeatures';
import { listsSaga } from '../features/lists/sagas';
import { hydrationSaga, snapshot, whenIdle } from '../db/sagas';
import type { RootState } from './types';
import { whenOnline } from '../utils/whenOnline';
import { relationshipsIntents } from '../features/relationships/intents';

/** A promise and the function that resolves it: a start-up milestone other sagas wait for. */
function milestone() {
  let reach = () => undefined as void;
  const done = new Promise<void>((resolve) => (reach = resolve));
  return { reach, done };
}

/**
 * Two milestones, one per store, made when its root saga starts: the local data read (or failed to
 * be: timelines' loads asked for before then wait for it, see `timelinesSaga`), and the first screen
 * drawn (the code of what it does not need loads after it: the database writes, the entity release).
 */
type Milestones = { local: ReturnType<typeof milestone>; drawn: ReturnType<typeof milestone> };

/**
 * What keeps the local database written loads once the first screen is drawn (at most
 * PERSIST_FIRST_WRITE_MAX_WAIT_MS after the start: nothing kept is needed to draw it); the store as it was at the start is what the database held, so what came in before is
 * written with the first batch.
 */
function* keeping(drawn: Promise<void>) {
  const startedWith = yield* select(snapshot);
  yield* race({ drawn: call(() => drawn), late: delay(PERSIST_FIRST_WRITE_MAX_WAIT_MS) });
  const { evictionSaga, persistenceSaga, storageSaga } = yield* call(
    () => import(/* webpackChunkName: "persist-batch" */ '../db/keeping'),
  );
  yield* all([call(persistenceSaga, startedWith), call(storageSaga), call(evictionSaga)]);
}

/** Released entities are looked for in long sessions only: its code loads once the first screen is drawn. */
function* entityRelease(drawn: Promise<void>) {
  yield* call(() => drawn);
  const { entityReleaseSaga } = yield* call(
    () => import(/* webpackChunkName: "entity-release" */ '../domain/importer/releaseSaga'),
  );
  yield* call(entityReleaseSaga);
}

const watchers = ({ local, drawn }: Milestones) => [
  alertsSaga,
  accountsSaga,
  statusesSaga,
  function* timelines() {
    yield* call(timelinesSaga, local.done);
  },
  composeSaga,
  settingsSaga,
  instanceSaga,
  function* persistence() {
    yield* call(keeping, drawn.done);
  },
  filtersSaga,
  listsSaga,
  lazyFeaturesSaga,
  function* release() {
    yield* call(entityRelease, drawn.done);
  },
];

/** The server's description and emoji, the account's check and its settings saved on the server. */
function* askTheServer() {
  yield* put(instanceFetchRequested());
  yield* fork(verifySession);
  yield* fork(loadServerSettings);
}

/** The authors and boosters of the posts in the store: at start-up, those kept from the last session. */
const postAccounts = (state: RootState) => [
  ...new Set(Object.values(state.statuses.entities).flatMap((status) => (status ? [status.account] : []))),
];

/**
 * The kept posts' authors and boosters are asked again once the first screen is drawn, the browser
 * idle and the device online: a block or mute made on another device while the app was closed takes
 * their posts out of every list. Never for a visitor.
 */
function* recheckKeptAuthors(ids: string[]) {
  if (ids.length === 0 || !(yield* select((s: RootState) => s.auth.signedIn))) return;
  yield* call(whenIdle);
  yield* call(whenOnline);
  yield* put(relationshipsIntents.keptAuthorsRecheckRequested({ ids }));
}

/**
 * What the first screen does not need starts once it is drawn: the event of a timeline's first rows
 * on screen, or of a first load with nothing to show (never a timer, which a slow device outruns).
 * The read markers (fetched then, tracked and saved from then on: `store/lazyFeatures.ts` starts
 * their saga on the same event), the filters' list, and the account's preferences checked against this device's.
 * With posts kept from the last session, the server's calls of `askTheServer` wait for that event too:
 * the kept copies of what they bring serve the first screen, and their answers would otherwise be
 * handled while its posts are drawn.
 */
function* afterFirstScreen(
  drawn: Channel<Action>,
  reached: () => void,
  kept: boolean,
  keptAuthors: string[],
) {
  yield* take(drawn);
  drawn.close();
  reached();
  if (kept) yield* spawn(recheckKeptAuthors, keptAuthors);
  if (kept) yield* call(askTheServer);
  // The filters' list loads in a chunk of its own: the results each post carries apply until then.
  yield* put(filtersIntents.fetchRequested());
  yield* put(markersFetchRequested());
  // The account's preferences, against this device's settings that stand in for them.
  const { checkDeviceSettings } = yield* call(() => import('../features/settings/deviceSettings'));
  yield* spawn(checkDeviceSettings);
  // The compose session becomes this tab's own (a duplicated tab's is another's: it takes a new one).
  if (yield* select((s: RootState) => s.auth.signedIn)) {
    const { claimComposeSessions } = yield* call(
      () => import(/* webpackChunkName: "compose-draft" */ '../features/compose/drafts/sessionClaim'),
    );
    yield* fork(claimComposeSessions);
  }
}

/** Start-up: local data first (paints at once, offline too), then the network. */
function* startup({ local, drawn: firstScreen }: Milestones) {
  // Heard from the start: on a busy device the first screen may be drawn before the local data is read.
  const drawn = yield* actionChannel(isAnyOf(firstPostsPainted, nothingToShow), buffers.sliding<Action>(1));
  let kept = false;
  try {
    kept = yield* call(hydrationSaga);
  } finally {
    local.reach();
  }
  // A first start (nothing kept) asks at once: the stream's address is in the server's description.
  if (!kept) yield* call(askTheServer);
  const keptAuthors = kept ? yield* select(postAccounts) : [];
  yield* fork(afterFirstScreen, drawn, firstScreen.reach, kept, keptAuthors);
}

export function* rootSaga() {
  const milestones: Milestones = { local: milestone(), drawn: milestone() };
  // Detached, so that a start-up that fails leaves them running; but a store whose sagas end (the session
  // switched, signed out) ends them too: none may go on with the old account's token (its stream).
  const tasks = yield* all(watchers(milestones).map((saga) => spawn(keepAlive(saga))));
  try {
    yield* call(startup, milestones);
    yield* join(tasks);
  } finally {
    // After the current step: the store is often ended from inside one of them (sign-in, sign-out).
    if (yield* cancelled()) queueMicrotask(() => tasks.forEach((task) => task.cancel()));
  }
}
