import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Relationship } from '../../api/entities';
import { accountHidden, followRequestAnswered } from '../../domain/events';
import { injectLazySlice } from '../../store/feature';
import { moderationIntents } from '../../domain/moderation';
import { relationshipsIntents } from './intents';

/**
 * The signed-in user's relationship with each account, by account id: the one store every follow
 * button, card, list and profile reads, and every server answer that carries a relationship updates
 * (follow and its undo, block, mute, a follow request answered). A slice added to the store as its
 * module first loads (it is not in `RootState`).
 */
export interface RelationshipsState {
  byId: Record<string, Relationship>;
  /** Asked for (waiting for its batch or in flight): not asked again. */
  pending: Record<string, true>;
  /** The relationship before an intent changed it optimistically, to put back if the server refuses. */
  before: Record<string, Relationship | null>;
}

declare module '../../store/rootReducer' {
  interface LazyState {
    relationships: RelationshipsState;
  }
}

const initialState: RelationshipsState = { byId: {}, pending: {}, before: {} };

const blank = (id: string): Relationship => ({
  id,
  following: false,
  followed_by: false,
  requested: false,
  requested_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  domain_blocking: false,
  endorsed: false,
  notifying: false,
  showing_reblogs: true,
  note: '',
});

/** Keeps the first state before a run of intents, and returns the relationship to change. */
function change(state: RelationshipsState, id: string): Relationship {
  const current = state.byId[id];
  // A copy: the relationship itself changes next.
  if (!(id in state.before)) state.before[id] = current ? { ...current } : null;
  return (state.byId[id] ??= blank(id));
}

const slice = createSlice({
  name: 'relationships',
  initialState,
  reducers: {
    batchQueued(state, { payload }: PayloadAction<{ ids: string[] }>) {
      for (const id of payload.ids) state.pending[id] = true;
    },
    fetched(state, { payload }: PayloadAction<{ ids: string[]; relationships: Relationship[] }>) {
      for (const id of payload.ids) delete state.pending[id];
      for (const relationship of payload.relationships)
        if (typeof relationship?.id === 'string' && !(relationship.id in state.before))
          state.byId[relationship.id] = relationship;
    },
    fetchFailed(state, { payload }: PayloadAction<{ ids: string[] }>) {
      for (const id of payload.ids) delete state.pending[id];
    },
    /** The server's answer to an intent. */
    changed(state, { payload }: PayloadAction<{ relationship: Relationship }>) {
      const { relationship } = payload;
      delete state.before[relationship.id];
      state.byId[relationship.id] = relationship;
    },
    changeFailed(state, { payload }: PayloadAction<{ accountId: string }>) {
      const before = state.before[payload.accountId];
      if (before === undefined) return;
      delete state.before[payload.accountId];
      if (before) state.byId[payload.accountId] = before;
      else delete state.byId[payload.accountId];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(relationshipsIntents.followRequested, (state, { payload }) => {
        const relationship = change(state, payload.accountId);
        if (!relationship.following) {
          if (payload.locked) relationship.requested = true;
          else relationship.following = true;
        }
        if (payload.reblogs !== undefined) relationship.showing_reblogs = payload.reblogs;
        if (payload.notify !== undefined) relationship.notifying = payload.notify;
        if (payload.languages !== undefined) relationship.languages = payload.languages;
      })
      .addCase(relationshipsIntents.unfollowRequested, (state, { payload }) => {
        const relationship = change(state, payload.accountId);
        relationship.following = false;
        relationship.requested = false;
        relationship.endorsed = false;
      })
      .addCase(relationshipsIntents.removeFromFollowersRequested, (state, { payload }) => {
        change(state, payload.accountId).followed_by = false;
      })
      .addCase(relationshipsIntents.endorseRequested, (state, { payload }) => {
        change(state, payload.accountId).endorsed = payload.endorsed;
      })
      .addCase(relationshipsIntents.noteRequested, (state, { payload }) => {
        change(state, payload.accountId).note = payload.comment;
      })
      .addCase(relationshipsIntents.unblockRequested, (state, { payload }) => {
        change(state, payload.accountId).blocking = false;
      })
      .addCase(relationshipsIntents.unmuteRequested, (state, { payload }) => {
        const relationship = change(state, payload.accountId);
        relationship.muting = false;
        relationship.muting_notifications = false;
      });
    // Blocking and muting go through their dialogs; the profile shows the result at once.
    builder
      .addCase(accountHidden, (state, { payload }) => {
        if (payload.relationship) state.byId[payload.accountId] = payload.relationship;
      })
      // The server's relationship when it answered with one; else authorize sets followed_by, reject
      // clears it, and both clear requested_by.
      .addCase(followRequestAnswered, (state, { payload }) => {
        const { accountId, authorize, relationship } = payload;
        if (relationship) state.byId[accountId] = relationship;
        else if (state.byId[accountId])
          Object.assign(state.byId[accountId], { followed_by: authorize, requested_by: false });
      });
    builder.addCase(moderationIntents.requested, (state, { payload }) => {
      if (payload.kind !== 'block' && payload.kind !== 'mute') return;
      const relationship = (state.byId[payload.accountId] ??= blank(payload.accountId));
      if (payload.kind === 'mute') {
        relationship.muting = true;
        relationship.muting_notifications = payload.notifications;
      } else {
        relationship.blocking = true;
        relationship.following = false;
        relationship.requested = false;
        relationship.followed_by = false;
      }
    });
  },
  selectors: {
    selectRelationships: (state): RelationshipsState => state,
    selectRelationship: (state, accountId: string): Relationship | undefined => state.byId[accountId],
  },
});

const relationshipsSlice = injectLazySlice(slice);

export const {
  batchQueued: relationshipsBatchQueued,
  fetched: relationshipsFetched,
  fetchFailed: relationshipsFetchFailed,
  changed: relationshipChanged,
  changeFailed: relationshipChangeFailed,
} = relationshipsSlice.actions;

export const relationshipsReducer = relationshipsSlice.reducer;

export const { selectRelationships, selectRelationship } = relationshipsSlice.selectors;
