import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Tag } from '../../api/entities';
import { injectLazySlice } from '../../store/feature';
import { tagsIntents } from './intents';

/** The key of hashtags: Mastodon matches them without regard to case. */
export const tagKey = (name: string) => name.toLowerCase();

export interface TagsState {
  /** Hashtags as the server last described them, by `tagKey`. */
  byName: Record<string, Tag>;
  /** A tag whose follow or feature is being sent. */
  busy: Record<string, boolean>;
  followed: {
    names: string[];
    next: string | null;
    loaded: boolean;
    isLoading: boolean;
    /** A tag was followed since the list loaded: it loads again when next shown. */
    stale: boolean;
  };
}

declare module '../../store/rootReducer' {
  interface LazyState {
    tags: TagsState;
  }
}

const initialState: TagsState = {
  byName: {},
  busy: {},
  followed: { names: [], next: null, loaded: false, isLoading: false, stale: false },
};

/** A tag from the server, only when it has a name (server data is untrusted). */
const validTag = (value: unknown): value is Tag =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Tag).name === 'string' &&
  (value as Tag).name !== '';

const slice = createSlice({
  name: 'tags',
  initialState,
  reducers: {
    /** The server's answer about one tag: a follow makes the followed list stale, an unfollow leaves it. */
    tagReceived(state, action: PayloadAction<unknown>) {
      if (!validTag(action.payload)) return;
      const tag = action.payload;
      const key = tagKey(tag.name);
      const before = state.byName[key];
      state.byName[key] = tag;
      delete state.busy[key];
      if (tag.following === true && before?.following !== true && !state.followed.names.includes(key))
        state.followed.stale = true;
      if (tag.following === false) state.followed.names = state.followed.names.filter((name) => name !== key);
    },
    actionFailed(state, action: PayloadAction<{ name: string }>) {
      delete state.busy[tagKey(action.payload.name)];
    },
    followedReceived(state, action: PayloadAction<{ tags: unknown; next: string | null; more: boolean }>) {
      const tags = Array.isArray(action.payload.tags) ? action.payload.tags.filter(validTag) : [];
      for (const tag of tags) state.byName[tagKey(tag.name)] = tag;
      const names = tags.map((tag) => tagKey(tag.name));
      state.followed.names = action.payload.more
        ? [...state.followed.names, ...names.filter((name) => !state.followed.names.includes(name))]
        : names;
      state.followed.next = action.payload.next;
      state.followed.loaded = true;
      state.followed.isLoading = false;
      state.followed.stale = false;
    },
    followedFailed(state) {
      state.followed.isLoading = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tagsIntents.followRequested, (state, action) => {
        state.busy[tagKey(action.payload.name)] = true;
      })
      .addCase(tagsIntents.featureRequested, (state, action) => {
        state.busy[tagKey(action.payload.name)] = true;
      })
      .addCase(tagsIntents.followedRequested, (state) => {
        state.followed.isLoading = true;
      });
  },
  selectors: {
    selectTag: (state, name: string): Tag | undefined => state.byName[tagKey(name)],
    selectTagBusy: (state, name: string) => !!state.busy[tagKey(name)],
    selectFollowedTags: (state) => state.followed,
  },
});

const tagsSlice = injectLazySlice(slice);

export const {
  tagReceived,
  actionFailed: tagActionFailed,
  followedReceived: followedTagsReceived,
  followedFailed: followedTagsFailed,
} = tagsSlice.actions;

export const tagsReducer = tagsSlice.reducer;

export const { selectTag, selectTagBusy, selectFollowedTags } = tagsSlice.selectors;
