import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountHidden, deletedPosts, deletesPosts } from '../../domain/events';
import { injectLazySlice } from '../../store/feature';
import { interactionSucceeded } from '../statuses/public';
import { statusListsIntents } from './intents';

/** The user's favourites and bookmarks, an account's pinned posts (`pins:{accountId}`), trending posts. */
export type StatusListKey = 'favourites' | 'bookmarks' | `pins:${string}` | 'trending';

/** A paged list of posts: `next` is the Link header's next page URL, followed as it is. */
export interface StatusListBucket {
  next: string | null;
  loaded: boolean;
  isLoading: boolean;
  items: string[];
}

export type StatusListsState = Partial<Record<StatusListKey, StatusListBucket>>;

export const EMPTY_BUCKET: StatusListBucket = { next: null, loaded: false, isLoading: false, items: [] };

const bucket = (state: StatusListsState, list: StatusListKey) => (state[list] ??= { ...EMPTY_BUCKET });

/** Which list an interaction of the user's changes. */
const LIST_OF = { favourite: 'favourites', bookmark: 'bookmarks' } as const;

/** Deleted posts and the posts of an account the user hides leave every list. */
function withoutPosts(state: StatusListsState, ids: readonly string[]) {
  const gone = new Set(ids);
  for (const list of Object.values(state)) {
    if (list) list.items = list.items.filter((id) => !gone.has(id));
  }
}

declare module '../../store/rootReducer' {
  interface LazyState {
    statusLists: StatusListsState;
  }
}

const slice = createSlice({
  name: 'statusLists',
  initialState: (): StatusListsState => ({}),
  reducers: {
    fetched: (
      state,
      {
        payload,
      }: PayloadAction<{ list: StatusListKey; ids: string[]; next: string | null; expand?: boolean }>,
    ) => {
      const list = bucket(state, payload.list);
      const kept = payload.expand ? list.items : [];
      const seen = new Set(kept);
      list.items = [...kept, ...payload.ids.filter((id) => !seen.has(id) && !!seen.add(id))];
      list.next = payload.next;
      list.loaded = true;
      list.isLoading = false;
    },
    fetchFailed: (state, { payload }: PayloadAction<{ list: StatusListKey }>) => {
      bucket(state, payload.list).isLoading = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(statusListsIntents.fetchRequested, (state, { payload }) => {
        bucket(state, payload.list).isLoading = true;
      })
      // A new favourite or bookmark goes to the front of its list; undoing it takes it out.
      .addCase(interactionSucceeded, (state, { payload }) => {
        if (payload.kind === 'reblog') return;
        const list = bucket(state, LIST_OF[payload.kind]);
        const rest = list.items.filter((id) => id !== payload.statusId);
        list.items = payload.on ? [payload.statusId, ...rest] : rest;
      })
      .addCase(accountHidden, (state, { payload }) => withoutPosts(state, payload.statusIds))
      .addMatcher(deletesPosts, (state, action) => withoutPosts(state, deletedPosts(action)));
  },
  selectors: {
    selectStatusList: (state, list: StatusListKey) => state[list] ?? EMPTY_BUCKET,
  },
});

const statusListsSlice = injectLazySlice(slice);

export const { fetched: statusListFetched, fetchFailed: statusListFetchFailed } = statusListsSlice.actions;
export const statusListsReducer = statusListsSlice.reducer;
export const { selectStatusList } = statusListsSlice.selectors;
