import {
  createAction,
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { Account } from '../../api/entities';
import { differs } from '../../domain/importer/differs';
import { entitiesReleased } from '../../domain/importer/actions';
import { carriesEntities, importedOf } from '../../domain/importer/matchers';

export const accountsAdapter = createEntityAdapter<Account>();

export interface AccountsState extends EntityState<Account, string> {
  /** Lower-cased accts that a lookup answered 404 for. */
  nonexistentAccts: Record<string, true>;
}

export const accountLookupRequested = createAction<{ acct: string }>('accounts/lookupRequested');

const initialState: AccountsState = accountsAdapter.getInitialState({ nonexistentAccts: {} });

const accountsSlice = createSlice({
  name: 'accounts',
  initialState,
  reducers: {
    lookupFailed: (state, { payload }: PayloadAction<{ acct: string; status: number }>) => {
      if (payload.status === 404) state.nonexistentAccts[payload.acct.toLowerCase()] = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(entitiesReleased, (state, { payload }) => {
      accountsAdapter.removeMany(state, payload.accountIds);
    });
    builder.addMatcher(carriesEntities, (state, action) => {
      const accounts = importedOf(action, 'accounts', state.entities);
      if (accounts.length === 0) return;
      accountsAdapter.setMany(
        state,
        accounts.filter((account) => differs(state.entities[account.id], account)),
      );
      for (const account of accounts) delete state.nonexistentAccts[account.acct.toLowerCase()];
    });
  },
});

export const { lookupFailed: accountLookupFailed } = accountsSlice.actions;
export const accountsReducer = accountsSlice.reducer;
