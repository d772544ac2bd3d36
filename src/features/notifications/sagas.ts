import { put, select, takeEvery } from 'typed-redux-saga/macro';
import type { IntentHandlers } from '../../store/feature';
import type { RootState } from '../../store/types';
import { streamingConnected } from '../../domain/streamingEvents';
import { notificationFilterParams } from './filterParams';
import { expandNotifications } from './expand';
import type { notificationsIntents } from './intents';
import { notificationsExpandRequested, notificationsFilterChanged } from './slice';
import { dbHydrated } from '../../db/actions';
import { settingChanged, settingsLoaded } from '../settings/public';

// The live updates' reducer extends the list's as this loads, before this saga or its workers dispatch.
import './liveSlice';

const filterOf = (s: RootState) => JSON.stringify(notificationFilterParams(s.settings.synced.notifications));

/** A quick filter chosen, or a type shown or hidden (here or on another device): the list loads again. */
function* reloadOnFilterChange() {
  const { loaded, isLoading, filter } = yield* select((s: RootState) => s.notifications);
  if (!loaded || isLoading || filter === undefined || (yield* select(filterOf)) === filter) return;
  yield* put(notificationsFilterChanged());
  yield* put(notificationsExpandRequested());
}

/** Notifications that could not load (offline at start-up) load once the connection is up. */
function* loadWhenConnected() {
  const { loaded, isLoading, failed } = yield* select((s: RootState) => s.notifications);
  if (failed && !loaded && !isLoading) yield* put(notificationsExpandRequested());
}

/** The list's loader, with its fallbacks for servers without grouped notifications. */
export const handlers: IntentHandlers<typeof notificationsIntents> = { expandRequested: expandNotifications };

/** A load asked while one runs is that one. */
export const takes = 'leading';

/** The reloads the list needs by itself. */
export function* saga() {
  yield* takeEvery(streamingConnected.type, loadWhenConnected);
  yield* takeEvery([settingChanged, settingsLoaded, dbHydrated], reloadOnFilterChange);
}
