import type { RootState } from '../../store/types';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountListFetchRequested } from './intents';

export { accountListFetchRequested };

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

const accountListsSlice = createSlice({
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
    builder.addCase(accountListFetchRequested, (state, { payload }) => {
      bucket(state, payload.list).isLoading = true;
    });
  },
});

export const { fetched: accountListFetched, fetchFailed: accountListFetchFailed } = accountListsSlice.actions;
export const accountListsReducer = accountListsSlice.reducer;

/** The slice joins the store when such a list first opens (it is not in `RootState`). */
export const selectAccountList = (state: RootState, list: AccountListKey) =>
  state.accountLists?.[list] ?? EMPTY_BUCKET;
