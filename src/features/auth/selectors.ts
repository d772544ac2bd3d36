import type { RootState } from '../../store/types';

export const selectAuth = (state: RootState) => state.auth;
export const selectSignedIn = (state: RootState) => state.auth.signedIn;
export const selectCurrentAccountId = (state: RootState) => state.auth.accountId;
export const selectSavedAccounts = (state: RootState) => state.auth.savedAccounts;
/** The saved account in use: its full handle (server included) and avatar, before the account itself loads. */
export const selectCurrentSavedAccount = (state: RootState) =>
  state.auth.savedAccounts.find((account) => account.key === state.auth.accountKey);

/** The role's permission bits as a number; 0 when missing or malformed. */
export const selectPermissions = (state: RootState) => {
  const value = Number.parseInt(state.auth.permissions, 10);
  return Number.isFinite(value) ? value : 0;
};

export const selectCurrentAccount = (state: RootState) =>
  state.auth.accountId ? state.accounts.entities[state.auth.accountId] : undefined;
