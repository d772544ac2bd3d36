import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectLazySlice } from '../../store/feature';
import { accountListsIntents } from './intents';

/**
 * Who boosted or favourited a post: `reblogged_by:{statusId}`, `favourited_by:{statusId}`; an account's
 * followers and follows: `followers:{accountId}`, `following:{accountId}`.
 */
export type AccountListKind = 'reblogged_by' | 'favourited_by' | 'followers' | 'following';
export type AccountListKey = `${AccountListKind}:${string}`;

/** A paged list of accounts: `next` is the Link header's next page URL. */
export interface AccountListBucket {
  next: string | null;
  loaded: boolean;
  isLoading: boolean;
  items: string[];
}

export type AccountListsState = Partial<Record<AccountListKey, AccountListBucket>>;

const EMPTY_BUCKET: AccountListBucket = { next: null, loaded: false, isLoading: false, items: [] };
const bucket = (state: AccountListsState, list: AccountListKey) => (state[list] ??= { ...EMPTY_BUCKET });

declare module '../../store/rootReducer' {
  interface LazyState {
    accountLists: AccountListsState;
  }
}

const slice = createSlice({
  name: 'accountLists',
  initialState: (): AccountListsState => ({}),
  reducers: {
    fetched: (
      state,
      {
        payload,
      }: PayloadAction<{ list: AccountListKey; ids: string[]; next: string | null; expand?: boolean }>,
    ) => {
      const list = bucket(state, payload.list);
      const kept = payload.expand ? list.items : [];
      list.items = [...new Set([...kept, ...payload.ids])];
      list.next = payload.next;
      list.loaded = true;
      list.isLoading = false;
    },
    fetchFailed: (state, { payload }: PayloadAction<{ list: AccountListKey }>) => {
      bucket(state, payload.list).isLoading = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountListsIntents.fetchRequested, (state, { payload }) => {
      bucket(state, payload.list).isLoading = true;
    });
  },
  selectors: {
    selectAccountList: (state, list: AccountListKey) => state[list] ?? EMPTY_BUCKET,
  },
});

const accountListsSlice = injectLazySlice(slice);

export const { fetched: accountListFetched, fetchFailed: accountListFetchFailed } = accountListsSlice.actions;
export const accountListsReducer = accountListsSlice.reducer;
export const { selectAccountList } = accountListsSlice.selectors;
