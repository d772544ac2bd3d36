import type { RootState } from '../../store/types';

export const selectAuth = (state: RootState) => state.auth;
export const selectSignedIn = (state: RootState) => state.auth.signedIn;
export const selectCurrentAccountId = (state: RootState) => state.auth.accountId;
export const selectSavedAccounts = (state: RootState) => state.auth.savedAccounts;

/** The role's permission bits as a number; 0 when missing or malformed. */
export const selectPermissions = (state: RootState) => {
  const value = Number.parseInt(state.auth.permissions, 10);
  return Number.isFinite(value) ? value : 0;
};

export const selectCurrentAccount = (state: RootState) =>
  state.auth.accountId ? state.accounts.entities[state.auth.accountId] : undefined;
