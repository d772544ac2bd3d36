import type { RootState } from '../../store/types';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { safetyListFetchRequested, safetyUndoRequested } from './intents';

export { safetyListFetchRequested, safetyUndoRequested };

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

/** The slice joins the store when one of the pages first opens. */
export const SAFETY_LISTS_KEY = 'safetyLists';

const EMPTY: SafetyList = {
  items: [],
  expiresAt: {},
  next: null,
  loaded: false,
  isLoading: false,
  unavailable: false,
};

const list = (state: SafetyListsState, kind: SafetyListKind) => (state[kind] ??= { ...EMPTY, expiresAt: {} });

const safetyListsSlice = createSlice({
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
});

export const {
  fetchStarted: safetyListFetchStarted,
  fetched: safetyListFetched,
  fetchFailed: safetyListFetchFailed,
  undone: safetyUndone,
} = safetyListsSlice.actions;
export const safetyListsReducer = safetyListsSlice.reducer;

export const selectSafetyList = (state: RootState, kind: SafetyListKind): SafetyList =>
  state.safetyLists?.[kind] ?? EMPTY;
