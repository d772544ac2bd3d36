import { accountHidden, deletedPosts, deletesPosts } from '../../domain/events';
import { entitiesImported } from '../../domain/importer/actions';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectLazySlice } from '../../store/feature';

/** The thread around a post: ids of its ancestors (oldest first) and descendants. */
export interface ThreadContext {
  ancestors: string[];
  descendants: string[];
}

export type ContextsState = Record<string, ThreadContext>;

declare module '../../store/rootReducer' {
  interface LazyState {
    contexts: ContextsState;
  }
}

const EMPTY: ThreadContext = { ancestors: [], descendants: [] };

function leaveThreads(state: ContextsState, gone: Set<string>) {
  for (const context of Object.values(state)) {
    context.ancestors = context.ancestors.filter((id) => !gone.has(id));
    context.descendants = context.descendants.filter((id) => !gone.has(id));
  }
}

const slice = createSlice({
  name: 'contexts',
  initialState: (): ContextsState => ({}),
  reducers: {
    fetched(state, action: PayloadAction<{ statusId: string } & ThreadContext>) {
      const { statusId, ancestors, descendants } = action.payload;
      state[statusId] = { ancestors, descendants };
    },
  },
  extraReducers: (builder) => {
    // A reply that arrives (the user's own, just posted) joins the threads its parent is shown in.
    builder.addCase(entitiesImported, (state, action) => {
      for (const status of action.payload.statuses ?? []) {
        const parent = status.in_reply_to_id;
        if (!parent) continue;
        for (const [rootId, context] of Object.entries(state)) {
          if (rootId === status.id || context.descendants.includes(status.id)) continue;
          if (rootId === parent || context.descendants.includes(parent)) context.descendants.push(status.id);
        }
      }
    });
    // Blocked or muted: the account's posts leave the threads they were in, as Mastodon's do.
    builder.addCase(accountHidden, (state, action) => leaveThreads(state, new Set(action.payload.statusIds)));
    // A deleted post leaves every thread it was part of.
    builder.addMatcher(deletesPosts, (state, action) => {
      const gone = deletedPosts(action);
      for (const id of gone) delete state[id];
      leaveThreads(state, new Set(gone));
    });
  },
  selectors: {
    selectThreadContext: (state, statusId: string) => state[statusId] ?? EMPTY,
  },
});

const contextsSlice = injectLazySlice(slice);

export const { fetched: contextFetched } = contextsSlice.actions;
export const contextsReducer = contextsSlice.reducer;
export const { selectThreadContext } = contextsSlice.selectors;
