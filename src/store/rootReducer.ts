import { combineSlices } from '@reduxjs/toolkit';
import { accountsReducer } from '../features/accounts/slice';
import { alertsReducer } from '../features/alerts/slice';
import { authReducer } from '../features/auth/slice';
import { filtersReducer } from '../features/filters/slice';
import { listsReducer } from '../features/lists/slice';
import { markersReducer } from '../features/markers/slice';
import { streamingReducer } from '../features/streaming/slice';
import { capabilitiesReducer } from '../features/capabilities/slice';
import { notificationsReducer } from '../features/notifications/slice';
import { composeReducer } from '../features/compose/slice';
import { instanceReducer } from '../features/instance/slice';
import { modalsReducer } from '../features/modals/slice';
import { settingsReducer } from '../features/settings/slice';
import { pollsReducer } from '../features/statuses/polls';
import { statusesReducer } from '../features/statuses/slice';
import { timelinesReducer } from '../features/timelines/slice';

/** The slices the store starts with; code loaded later injects its own (`LazyState`). */
export const reducers = {
  auth: authReducer,
  alerts: alertsReducer,
  modals: modalsReducer,
  instance: instanceReducer,
  statuses: statusesReducer,
  accounts: accountsReducer,
  polls: pollsReducer,
  timelines: timelinesReducer,
  compose: composeReducer,
  settings: settingsReducer,
  notifications: notificationsReducer,
  filters: filtersReducer,
  markers: markersReducer,
  lists: listsReducer,
  streaming: streamingReducer,
  capabilities: capabilitiesReducer,
};

/**
 * The slices a store gets later, when the code that uses them loads: each lazy slice's file adds its
 * own key here (declaration merging) and injects itself (`injectLazySlice` in `feature.ts`), so its key
 * is optional in the state and its injected selectors read its initial state until its first action.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are merged in by each lazy slice's file
export interface LazyState {}

/**
 * One reducer for every store of the page: a lazily loaded slice is injected into it once (RTK's
 * `inject`, in place), and its key is typed and optional in the state (`LazyState`).
 */
export const rootReducer = combineSlices(reducers).withLazyLoadedSlices<LazyState>();
