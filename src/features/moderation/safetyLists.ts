import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectLazySlice } from '../../store/feature';

/** The user's blocked accounts, muted accounts and blocked domains, each a page list with its undo. */
export type SafetyListKind = 'blocks' | 'mutes' | 'domain_blocks';

export interface SafetyList {
  /** Account ids, or domain names for `domain_blocks`. */
  items: string[];
  /** When each mute ends (ISO date), null for ever; mutes only. */
  expiresAt: Record<string, string | null>;
  next: string | null;
  loaded: boolean;
  isLoading: boolean;
  /** The server has no such list (404): a Mastodon-API server without domain blocks, say. */
  unavailable: boolean;
}

export type SafetyListsState = Partial<Record<SafetyListKind, SafetyList>>;

declare module '../../store/rootReducer' {
  interface LazyState {
    safetyLists: SafetyListsState;
  }
}

const EMPTY: SafetyList = {
  items: [],
  expiresAt: {},
  next: null,
  loaded: false,
  isLoading: false,
  unavailable: false,
};

const list = (state: SafetyListsState, kind: SafetyListKind) => (state[kind] ??= { ...EMPTY, expiresAt: {} });

const slice = createSlice({
  name: 'safetyLists',
  initialState: (): SafetyListsState => ({}),
  reducers: {
    fetchStarted(state, { payload }: PayloadAction<{ list: SafetyListKind }>) {
      list(state, payload.list).isLoading = true;
    },
    fetched(
      state,
      {
        payload,
      }: PayloadAction<{
        list: SafetyListKind;
        items: string[];
        expiresAt?: Record<string, string | null>;
        next: string | null;
        expand: boolean;
      }>,
    ) {
      const bucket = list(state, payload.list);
      bucket.items = [...new Set([...(payload.expand ? bucket.items : []), ...payload.items])];
      bucket.expiresAt = { ...(payload.expand ? bucket.expiresAt : {}), ...payload.expiresAt };
      bucket.next = payload.next;
      bucket.loaded = true;
      bucket.isLoading = false;
    },
    fetchFailed(state, { payload }: PayloadAction<{ list: SafetyListKind; unavailable: boolean }>) {
      const bucket = list(state, payload.list);
      bucket.isLoading = false;
      bucket.loaded = true;
      bucket.unavailable = payload.unavailable;
    },
    undone(state, { payload }: PayloadAction<{ list: SafetyListKind; item: string }>) {
      const bucket = list(state, payload.list);
      bucket.items = bucket.items.filter((item) => item !== payload.item);
      delete bucket.expiresAt[payload.item];
    },
  },
  selectors: {
    selectSafetyList: (state, kind: SafetyListKind): SafetyList => state[kind] ?? EMPTY,
  },
});

/** Joins the store as the pages' code loads. */
const safetyListsSlice = injectLazySlice(slice);

export const {
  fetchStarted: safetyListFetchStarted,
  fetched: safetyListFetched,
  fetchFailed: safetyListFetchFailed,
  undone: safetyUndone,
} = safetyListsSlice.actions;
export const safetyListsReducer = safetyListsSlice.reducer;
export const { selectSafetyList } = safetyListsSlice.selectors;
