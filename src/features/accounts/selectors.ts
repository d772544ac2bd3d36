import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../store/types';
import { accountsAdapter } from './slice';

const adapterSelectors = accountsAdapter.getSelectors((state: RootState) => state.accounts);

export const selectAccountById = adapterSelectors.selectById;
export const selectAccountEntities = adapterSelectors.selectEntities;

/** Finds a loaded account by acct (case-insensitive), e.g. for /@alice routes. */
export const selectAccountByAcct = createSelector(
  [adapterSelectors.selectAll, (_state: RootState, acct: string) => acct.toLowerCase().replace(/^@/, '')],
  (accounts, acct) => accounts.find((account) => account.acct.toLowerCase() === acct),
);

export const selectIsAcctNonexistent = (state: RootState, acct: string) =>
  !!state.accounts.nonexistentAccts[acct.toLowerCase().replace(/^@/, '')];
