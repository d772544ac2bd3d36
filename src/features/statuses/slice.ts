import { differs } from '../importer/differs';
import { createAction, createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import type { Visibility } from '../../api/entities';
import { carriesEntities, entitiesOf } from '../importer/matchers';
import type { StatusRecord } from '../importer/normalize';
import { streamingEventsReceived } from '../streaming/actions';

export const statusesAdapter = createEntityAdapter<StatusRecord>();
export type StatusesState = EntityState<StatusRecord, string>;

type Target = { statusId: string };

/** Intents and outcomes of the post interactions; the intent applies the change optimistically. */
export const favouriteRequested = createAction<Target>('statuses/favouriteRequested');
export const favouriteSucceeded = createAction<Target>('statuses/favouriteSucceeded');
export const favouriteFailed = createAction<Target>('statuses/favouriteFailed');
export const unfavouriteRequested = createAction<Target>('statuses/unfavouriteRequested');
export const unfavouriteSucceeded = createAction<Target>('statuses/unfavouriteSucceeded');
export const unfavouriteFailed = createAction<Target>('statuses/unfavouriteFailed');
export const reblogRequested = createAction<Target & { visibility?: Visibility }>('statuses/reblogRequested');
export const reblogSucceeded = createAction<Target>('statuses/reblogSucceeded');
export const reblogFailed = createAction<Target>('statuses/reblogFailed');
export const unreblogRequested = createAction<Target>('statuses/unreblogRequested');
export const unreblogSucceeded = createAction<Target>('statuses/unreblogSucceeded');
export const unreblogFailed = createAction<Target>('statuses/unreblogFailed');
export const bookmarkRequested = createAction<Target>('statuses/bookmarkRequested');
export const bookmarkSucceeded = createAction<Target>('statuses/bookmarkSucceeded');
export const bookmarkFailed = createAction<Target>('statuses/bookmarkFailed');
export const unbookmarkRequested = createAction<Target>('statuses/unbookmarkRequested');
export const unbookmarkSucceeded = createAction<Target>('statuses/unbookmarkSucceeded');
export const unbookmarkFailed = createAction<Target>('statuses/unbookmarkFailed');

export const fetchRequested = createAction<Target>('statuses/fetchRequested');
export const fetchFailed = createAction<Target & { status: number }>('statuses/fetchFailed');
export const deleteRequested = createAction<Target>('statuses/deleteRequested');
export const deleteSucceeded = createAction<Target & { reblogIds: string[] }>('statuses/deleteSucceeded');
export const deleteFailed = createAction<Target>('statuses/deleteFailed');
export const hiddenToggled = createAction<Target>('statuses/hiddenToggled');
export const collapsedToggled = createAction<Target>('statuses/collapsedToggled');

/** Personal and local fields a status from another context (e.g. a public stream) does not carry. */
const KEPT_WHEN_MISSING = [
  'favourited',
  'reblogged',
  'bookmarked',
  'muted',
  'pinned',
  'hidden',
  'collapsed',
] as const;

function merge(previous: StatusRecord | undefined, incoming: StatusRecord): StatusRecord {
  if (!previous) return incoming;
  const merged = { ...incoming } as Record<string, unknown>;
  for (const key of KEPT_WHEN_MISSING) {
    const missing = merged[key] === undefined || merged[key] === null;
    if (missing && previous[key] !== undefined) merged[key] = previous[key];
  }
  return merged as StatusRecord;
}

/** Interactions act on the boosted post, never on the boost wrapper. */
export const interactionTarget = (state: StatusesState, id: string) => state.entities[id]?.reblog ?? id;

type Flag = 'favourited' | 'reblogged' | 'bookmarked';
type Counter = 'favourites_count' | 'reblogs_count' | undefined;

function setFlag(state: StatusesState, id: string, flag: Flag, value: boolean, counter: Counter) {
  const status = state.entities[interactionTarget(state, id)];
  if (!status) return;
  const wasSet = !!status[flag];
  status[flag] = value;
  if (counter && wasSet !== value) status[counter] = Math.max(0, (status[counter] ?? 0) + (value ? 1 : -1));
}

const statusesSlice = createSlice({
  name: 'statuses',
  initialState: statusesAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    const flagCases = (
      requested: { type: string },
      failed: { type: string },
      flag: Flag,
      value: boolean,
      counter: Counter,
    ) => {
      builder.addCase(requested.type, (state: StatusesState, action: { type: string; payload: Target }) =>
        setFlag(state, action.payload.statusId, flag, value, counter),
      );
      builder.addCase(failed.type, (state: StatusesState, action: { type: string; payload: Target }) =>
        setFlag(state, action.payload.statusId, flag, !value, counter),
      );
    };
    flagCases(favouriteRequested, favouriteFailed, 'favourited', true, 'favourites_count');
    flagCases(unfavouriteRequested, unfavouriteFailed, 'favourited', false, 'favourites_count');
    flagCases(reblogRequested, reblogFailed, 'reblogged', true, 'reblogs_count');
    flagCases(unreblogRequested, unreblogFailed, 'reblogged', false, 'reblogs_count');
    flagCases(bookmarkRequested, bookmarkFailed, 'bookmarked', true, undefined);
    flagCases(unbookmarkRequested, unbookmarkFailed, 'bookmarked', false, undefined);

    builder
      .addCase(hiddenToggled, (state, { payload }) => {
        const status = state.entities[payload.statusId];
        if (status) status.hidden = !status.hidden;
      })
      .addCase(collapsedToggled, (state, { payload }) => {
        const status = state.entities[payload.statusId];
        if (status) status.collapsed = !status.collapsed;
      })
      .addCase(deleteSucceeded, (state, { payload }) => {
        statusesAdapter.removeMany(state, [payload.statusId, ...payload.reblogIds]);
      })
      .addCase(fetchFailed, (state, { payload }) => {
        // A quoted post that is gone leaves its quoting posts showing a deleted quote.
        if (payload.status === 404) {
          for (const status of Object.values(state.entities)) {
            if (status?.quote?.quoted_status === payload.statusId) status.quote.state = 'deleted';
          }
        }
      })
      .addMatcher(carriesEntities, (state, action) => {
        const incoming = entitiesOf(action).statuses;
        statusesAdapter.setMany(
          state,
          incoming.flatMap((status) => {
            const stored = state.entities[status.id];
            const merged = merge(stored, status);
            return differs(stored, merged) ? [merged] : [];
          }),
        );
        // Deletes come after the batch's imports, so a post created and deleted in one burst stays gone.
        // The post itself is kept, marked deleted, because the author's own account timelines keep it;
        // its boosts go.
        if (streamingEventsReceived.match(action)) {
          for (const event of action.payload.events) {
            if (event.type !== 'delete') continue;
            statusesAdapter.removeMany(state, event.reblogIds);
            const status = state.entities[event.statusId];
            if (status) status.deleted = true;
          }
        }
      });
  },
});

export const statusesReducer = statusesSlice.reducer;
