import { isAnyOf, type Action } from '@reduxjs/toolkit';
import { buffers, type Task } from 'redux-saga';
import {
  actionChannel,
  call,
  cancelled,
  flush,
  fork,
  getContext,
  join,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga/macro';
import { featureNeeded, firstPostsPainted, nothingToShow, type NeededFeature } from '../domain/events';
import { accountListsIntents } from '../features/accountLists/intents';
import { contextsIntents } from '../features/contexts/intents';
import { conversationsIntents } from '../features/conversations/intents';
import { listManagementIntents } from '../features/listManagement/intents';
import { moderationIntents } from '../domain/moderation';
import { safetyListIntents } from '../features/moderation/intents';
import { notificationRequestsIntents } from '../features/notificationRequests/intents';
import { trendsIntents } from '../features/trends/intents';
import { aboutIntents } from '../features/about/intents';
import { announcementsIntents } from '../features/announcements/intents';
import { exploreIntents } from '../features/explore/intents';
import { profileEditIntents } from '../features/profileEdit/intents';
import { relationshipsIntents } from '../features/relationships/intents';
import { tagsIntents } from '../features/tags/intents';
import { filtersIntents } from '../features/filters/intents';
import { alertsIntents } from '../features/alerts/intents';
import { instanceIntents } from '../features/instance/intents';
import { sessionIntents, signInIntents } from '../features/auth/intents';
import {
  composeFromPostIntents,
  composeIntents,
  composeLanguagesIntents,
  composeMediaIntents,
  draftKeepingIntents,
  draftsIntents,
  outboxIntents,
  quoteIntents,
  typingAidIntents,
} from '../features/compose/intents';
import { emojiIntents } from '../features/emoji/intents';
import { markersIntents } from '../features/markers/intents';
import { notificationsIntents } from '../features/notifications/intents';
import { pushIntents } from '../features/push/intents';
import { searchIntents } from '../features/search/intents';
import { filterResultsIntents, postMenuIntents, statusesIntents } from '../features/statuses/intents';
import { statusListsIntents } from '../features/statusLists/intents';
import type { FeatureModule, IntentHandler, Intents } from './feature';
import { keepAlive } from './keepAlive';

/** What the registry runs of a loaded feature: its saga (its handlers and its watchers). */
export interface LazyFeatureModule {
  saga: () => Generator;
}

export interface LazyFeature {
  /** Whether an action is one of its intents: the first loads the module; each is replayed to its saga. */
  intents: (action: Action) => boolean;
  /** Its intents object and its module, as declared (the routing test reads them). */
  declared: { intents: Intents; load: () => Promise<FeatureModule<Intents>> };
  /** Started once the first screen is drawn even if nothing asks for it (work it does unasked). */
  afterFirstScreen?: boolean;
  load: () => Promise<LazyFeatureModule>;
}

const firstScreenDrawn = isAnyOf(firstPostsPainted, nothingToShow);

/** No intents: a feature started by `featureNeeded` or once the first screen is drawn. */
const none = {};

/**
 * A feature asked by its intents (one object of `createAction`s), whose module has a handler for each:
 * the matcher and the routing are built from the object, so nothing is listed twice.
 */
function feature<I extends Intents>(
  intents: I,
  load: () => Promise<FeatureModule<I>>,
  options: { afterFirstScreen?: boolean } = {},
): LazyFeature {
  const keyOf = new Map(Object.entries(intents).map(([key, creator]) => [creator.type, key]));
  return {
    intents: (action: Action) => keyOf.has(action.type),
    declared: { intents, load },
    afterFirstScreen: options.afterFirstScreen,
    load: () =>
      load().then((module) => ({
        saga: function* featureSaga() {
          if (module.saga) yield* fork(keepAlive(module.saga));
          const handlers = module.handlers as Readonly<Record<string, IntentHandler<Action>>>;
          function* handle(action: Action) {
            yield* call(handlers[keyOf.get(action.type) as string], action);
          }
          if (module.takes === 'queue') {
            const queue = yield* actionChannel((action: Action) => keyOf.has(action.type));
            for (;;) yield* call(handle, yield* take(queue));
          }
          for (const [key, { type }] of Object.entries(intents)) {
            const mode = typeof module.takes === 'string' ? module.takes : module.takes?.[key];
            // The macro rewrites direct calls of its effects only: no table of them.
            if (mode === 'latest') yield* takeLatest(type, handle);
            else if (mode === 'leading') yield* takeLeading(type, handle);
            else yield* takeEvery(type, handle);
          }
        },
      })),
  };
}

/**
 * The one registry of the features whose code is not in the first-load bundle. Each is loaded once
 * per store, on the first of its intents (or `featureNeeded`, or the first screen being drawn): its
 * module's slices inject themselves as it loads, its saga starts, and the intents that came while it
 * loaded are replayed to that saga, in order (to the sagas only: the reducers saw them when they were
 * dispatched).
 */
export const LAZY_FEATURES = {
  // What a failure says: a start-up that goes well never loads it.
  alerts: feature(alertsIntents, () => import('../features/alerts/notices')),
  instanceV1: feature(instanceIntents, () => import('../features/instance/v1Fallback')),
  // The list loads in its own chunk: until it arrives the results inside each post are in charge.
  filters: feature(filtersIntents, () => import('../features/filters/load')),
  signIn: feature(signInIntents, () => import('../features/auth/signInFlow')),
  session: feature(
    sessionIntents,
    () => import(/* webpackChunkName: "sign-out" */ '../features/auth/signOutFlow'),
  ),
  compose: feature(composeIntents, () => import('../features/compose/workers')),
  composeFromPost: feature(
    composeFromPostIntents,
    () => import(/* webpackChunkName: "post-menu" */ '../features/compose/editSaga'),
  ),
  quote: feature(quoteIntents, () => import('../features/compose/quote/quoteWorker')),
  // Asked for by the box once drawn (`featureNeeded`): its parts' changes of the draft are saved.
  composeBox: feature(none, () => import('../features/compose/boxSaga')),
  composeMedia: feature(
    composeMediaIntents,
    () => import(/* webpackChunkName: "compose-media" */ '../features/compose/media/mediaWorkers'),
  ),
  typingAid: feature(
    typingAidIntents,
    () => import(/* webpackChunkName: "compose-autocomplete" */ '../features/compose/autocomplete/workers'),
  ),
  drafts: feature(
    draftsIntents,
    () => import(/* webpackChunkName: "compose-drafts" */ '../features/compose/drafts/workers'),
  ),
  draftKeeping: feature(
    draftKeepingIntents,
    () => import(/* webpackChunkName: "compose-draft" */ '../features/compose/draftKeeping'),
  ),
  // Asked for at start-up when a post waits in it (`featureNeeded`), else by the first queued.
  outbox: feature(outboxIntents, () => import('../features/compose/outbox/saga')),
  composeLanguages: feature(
    composeLanguagesIntents,
    () => import('../features/compose/language/languagesWorker'),
  ),
  emoji: feature(emojiIntents, () => import('../features/emoji/workers')),
  statuses: feature(statusesIntents, () => import('../features/statuses/laterSagas')),
  postMenu: feature(
    postMenuIntents,
    () => import(/* webpackChunkName: "post-menu" */ '../features/statuses/menuSagas'),
  ),
  filterResults: feature(
    filterResultsIntents,
    () => import(/* webpackChunkName: "filter-results" */ '../features/statuses/filterResults'),
  ),
  search: feature(searchIntents, () => import('../features/search/searchCalls')),
  push: feature(pushIntents, () => import('../features/push/flow')),
  statusLists: feature(statusListsIntents, () => import('../features/statusLists/fetchStatusList')),
  accountLists: feature(accountListsIntents, () => import('../features/accountLists/fetchAccountList')),
  moderation: feature(
    moderationIntents,
    () => import(/* webpackChunkName: "moderation" */ '../features/moderation/workers'),
  ),
  // The socket opens once the first screen is drawn: its code (and the polling fallback's) is not
  // in the first load, and nothing streamed could be shown before the first posts anyway.
  streaming: feature(
    none,
    () => import('../features/streaming/sagas').then((m) => ({ handlers: {}, saga: m.streamingSaga })),
    { afterFirstScreen: true },
  ),
  // The list's loader and its reloads: the column asks for its first load once the first screen is drawn.
  notifications: feature(notificationsIntents, () => import('../features/notifications/sagas'), {
    afterFirstScreen: true,
  }),
  // Streamed notifications, the gap after a reconnect, the unread title and badge.
  notificationsLive: feature(
    none,
    () => import(/* webpackChunkName: "notifications-live" */ '../features/notifications/live'),
    { afterFirstScreen: true },
  ),
  notificationRequests: feature(
    notificationRequestsIntents,
    () => import('../features/notificationRequests/workers'),
  ),
  conversations: feature(conversationsIntents, () => import('../features/conversations/workers')),
  safetyLists: feature(safetyListIntents, () => import('../features/moderation/listWorkers')),
  trends: feature(trendsIntents, () => import('../features/trends/workers')),
  contexts: feature(contextsIntents, () => import('../features/contexts/workers')),
  // With the lists' pages and dialogs, which load from the same named chunk.
  listManagement: feature(
    listManagementIntents,
    () => import(/* webpackChunkName: "list-management" */ '../features/listManagement/workers'),
  ),
  tags: feature(tagsIntents, () => import('../features/tags/workers')),
  about: feature(aboutIntents, () => import('../features/about/workers')),
  announcements: feature(announcementsIntents, () => import('../features/announcements/workers')),
  profileEdit: feature(profileEditIntents, () => import('../features/profileEdit/workers')),
  relationships: feature(relationshipsIntents, () => import('../features/relationships/workers')),
  explore: feature(exploreIntents, () => import('../features/explore/workers')),
  // Fetched once the first screen is drawn (`rootSaga`), then tracked and saved.
  markers: feature(markersIntents, () => import('../features/markers/sagas'), { afterFirstScreen: true }),
} satisfies Record<string, LazyFeature> & Record<NeededFeature, LazyFeature>;

export type LazyFeatureName = keyof typeof LAZY_FEATURES;

/**
 * Runs a feature's saga on a channel of its own (`createAppStore`): `replay` reaches it first, then
 * every action dispatched from then on.
 */
export type StartFeatureSaga = (saga: () => Generator, replay: readonly Action[]) => Task;

/** The features each store's registry runs (by its services): a feature runs once per store. */
const running = new WeakMap<object, Set<LazyFeatureName>>();

/** Runs one feature of the registry for this store: loaded on its first intent, then its saga. */
export function* lazyFeatureSaga(name: LazyFeatureName) {
  const services = yield* getContext<object>('services');
  const started = running.get(services) ?? new Set<LazyFeatureName>();
  running.set(services, started);
  if (started.has(name)) return;
  started.add(name);
  try {
    yield* call(runOnFirstIntent, name, LAZY_FEATURES[name]);
  } finally {
    started.delete(name);
  }
}

function* runOnFirstIntent(name: LazyFeatureName, feature: LazyFeature) {
  const wanted = (action: Action) =>
    feature.intents(action) ||
    (featureNeeded.match(action) && action.payload.feature === name) ||
    (!!feature.afterFirstScreen && firstScreenDrawn(action));
  const arrived = yield* actionChannel(wanted, buffers.expanding<Action>(4));
  let first: Action;
  let module: LazyFeatureModule;
  for (;;) {
    first = yield* take(arrived);
    try {
      module = yield* call(feature.load);
      break;
    } catch (error) {
      // A chunk that could not load (offline): that intent is lost, the next one tries again.
      console.error(`The ${name} feature could not load.`, error);
    }
  }
  const waiting = yield* flush(arrived);
  arrived.close();
  const start = yield* getContext<StartFeatureSaga>('startFeatureSaga');
  const intents = [first, ...waiting].filter(feature.intents);
  const task = start(keepAlive(module.saga), intents);
  try {
    yield* join(task);
  } finally {
    // The store's sagas end (a test, a session rebuilt): the feature's with them.
    if (yield* cancelled()) task.cancel();
  }
}

export function* lazyFeaturesSaga() {
  for (const name of Object.keys(LAZY_FEATURES) as LazyFeatureName[]) yield* fork(lazyFeatureSaga, name);
}
