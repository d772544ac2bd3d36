import { deletedPosts, deletesPosts } from '../../domain/events';
import { differs } from '../../domain/importer/differs';
import {
  createAction,
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { Visibility } from '../../api/entities';
import type { QuoteApprovalPolicy } from '../../domain/restoredPost';
import { entitiesReleased } from '../../domain/importer/actions';
import { carriesEntities, importedOf } from '../../domain/importer/matchers';
import type { StatusRecord } from '../../domain/importer/normalize';

export const statusesAdapter = createEntityAdapter<StatusRecord>();
export type StatusesState = EntityState<StatusRecord, string>;

type Target = { statusId: string };

/** The interactions a post offers, each a flag of the post turned on or off. */
export type InteractionKind = 'favourite' | 'reblog' | 'bookmark';

export interface Interaction {
  statusId: string;
  kind: InteractionKind;
  /** Favourite, boost, bookmark (true) or their undo (false). */
  on: boolean;
}

/** Outcomes only the sagas handle (the slice below reduces the rest). */
export const interactionSucceeded = createAction<Interaction>('statuses/interactionSucceeded');
export const fetchRequested = createAction<Target>('statuses/fetchRequested');
export const deleteRequested = createAction<Target>('statuses/deleteRequested');
/**
 * What a post's menu asks of the post beyond the everyday actions; one intent, whose code loads with
 * the first such request. `redraft` deletes the post and puts it back into the compose box;
 * `translationLanguages` asks the instance what it translates.
 */
export type MenuRequest = Target &
  (
    | { kind: 'pin' | 'unpin' | 'mute' | 'unmute' | 'translate' | 'translationLanguages' | 'redraft' }
    | { kind: 'quotePolicy'; policy: QuoteApprovalPolicy }
  );
export const menuActionRequested = createAction<MenuRequest>('statuses/menuActionRequested');
export const deleteFailed = createAction<Target>('statuses/deleteFailed');
/** The quoted post's author removes it from a post that quotes it. */
export const quoteRevokeRequested = createAction<{ quotedId: string; quotingId: string }>(
  'statuses/quoteRevokeRequested',
);

/** Personal and local fields a status from another context (e.g. a public stream) does not carry. */
const KEPT_WHEN_MISSING = [
  'favourited',
  'reblogged',
  'bookmarked',
  'muted',
  'pinned',
  'hidden',
  'revealed',
  'translation',
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

/** The flag each interaction sets and the count it moves. */
const FLAGS: Record<InteractionKind, { flag: Flag; counter: Counter }> = {
  favourite: { flag: 'favourited', counter: 'favourites_count' },
  reblog: { flag: 'reblogged', counter: 'reblogs_count' },
  bookmark: { flag: 'bookmarked', counter: undefined },
};

function setFlag(state: StatusesState, id: string, flag: Flag, value: boolean, counter: Counter) {
  const status = state.entities[interactionTarget(state, id)];
  if (!status) return;
  const wasSet = !!status[flag];
  status[flag] = value;
  if (counter && wasSet !== value) status[counter] = Math.max(0, (status[counter] ?? 0) + (value ? 1 : -1));
}

function applyInteraction(state: StatusesState, { statusId, kind }: Interaction, value: boolean) {
  setFlag(state, statusId, FLAGS[kind].flag, value, FLAGS[kind].counter);
}

const statusesSlice = createSlice({
  name: 'statuses',
  initialState: statusesAdapter.getInitialState(),
  reducers: {
    /**
     * One intent for every interaction, applied optimistically here; its outcome comes back as
     * `interactionSucceeded`, or `interactionFailed`, which reverts the change.
     */
    interactionRequested: (state, { payload }: PayloadAction<Interaction & { visibility?: Visibility }>) =>
      applyInteraction(state, payload, payload.on),
    interactionFailed: (state, { payload }: PayloadAction<Interaction>) =>
      applyInteraction(state, payload, !payload.on),
    /**
     * A post arrives with its content warning as the "expand content warnings" preference says
     * (hidden unset), so the first toggle does the opposite of that.
     */
    hiddenToggled: (state, { payload }: PayloadAction<Target & { expandedByDefault?: boolean }>) => {
      const status = state.entities[payload.statusId];
      if (status) status.hidden = !(status.hidden ?? !payload.expandedByDefault);
    },
    /** "Show anyway" on a post a "warn" filter matched. */
    filterNoticePassed: (state, { payload }: PayloadAction<Target>) => {
      const status = state.entities[payload.statusId];
      if (status) status.revealed = true;
    },
    /**
     * The post's translation (undefined: the original again), whether its quote policy is saving, and
     * its filter results as the client matched them after the user changed a filter.
     */
    localFieldsSet: (
      state,
      {
        payload,
      }: PayloadAction<Target & Pick<StatusRecord, 'translation' | 'isSavingQuotePolicy' | 'filtered'>>,
    ) => {
      const { statusId, ...fields } = payload;
      const status = state.entities[statusId];
      if (status) Object.assign(status, fields);
    },
    fetchFailed: (state, { payload }: PayloadAction<Target & { status: number }>) => {
      // A quoted post that is gone (404) leaves its quoting posts showing a deleted quote; any other
      // failure the server answered removes the post that could not be loaded. No answer at all (the
      // device is offline) keeps what was saved: it is still the last known post.
      if (payload.status === 0) return;
      const quoting =
        payload.status === 404
          ? Object.values(state.entities).filter(
              (status) => status?.quote?.quoted_status === payload.statusId,
            )
          : [];
      if (quoting.length === 0) {
        statusesAdapter.removeOne(state, payload.statusId);
        return;
      }
      for (const status of quoting) if (status?.quote) status.quote.state = 'deleted';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(entitiesReleased, (state, { payload }) => {
        statusesAdapter.removeMany(state, payload.statusIds);
      })
      .addMatcher(carriesEntities, (state, action) => {
        const incoming = importedOf(action, 'statuses', state.entities);
        statusesAdapter.setMany(
          state,
          incoming.flatMap((status) => {
            const stored = state.entities[status.id];
            const merged = merge(stored, status);
            return differs(stored, merged) ? [merged] : [];
          }),
        );
      })
      // After the batch's imports, so a post created and deleted in one burst stays gone.
      .addMatcher(deletesPosts, (state, action) => {
        statusesAdapter.removeMany(state, deletedPosts(action));
      });
  },
});

export const {
  interactionRequested,
  interactionFailed,
  hiddenToggled,
  filterNoticePassed,
  fetchFailed,
  localFieldsSet,
} = statusesSlice.actions;
export const statusesReducer = statusesSlice.reducer;
