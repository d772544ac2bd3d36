import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../domain/events';
import type { CredentialAccount } from '../../api/entities';

/** A saved account as the account switcher shows it (the token stays out of the store). */
export interface SavedAccountSummary {
  key: string;
  domain: string;
  acct: string;
  avatar: string;
}

export type SignInStatus = 'idle' | 'registering' | 'redirecting' | 'exchanging' | 'failed';

/** Why a sign-in failed; the panel words each one. */
export type SignInErrorId =
  | 'invalidAddress'
  | 'httpsRequired'
  | 'notFound'
  | 'notMastodon'
  | 'unreachable'
  | 'serverError'
  | 'cancelled'
  | 'invalidLink'
  | 'otherServer'
  | 'failed';

export interface SignInProgress {
  status: SignInStatus;
  error?: SignInErrorId;
  /** The HTTP status of a server's error answer ('serverError'). */
  httpStatus?: number;
}

export interface AuthState {
  signedIn: boolean;
  accountId: string | null;
  disabledAccountId: string | null;
  /** The role's permissions bit field as the server sends it; "0" when there is no role. */
  permissions: string;
  /** The active saved account's key (account id @ domain). */
  accountKey: string | null;
  /** The token was refused (401): the user must sign in again; drafts stay. */
  sessionExpired: boolean;
  savedAccounts: SavedAccountSummary[];
  signIn: SignInProgress;
}

export const initialAuthState: AuthState = {
  signedIn: false,
  accountId: null,
  disabledAccountId: null,
  permissions: '0',
  accountKey: null,
  sessionExpired: false,
  savedAccounts: [],
  signIn: { status: 'idle' },
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.sessionExpired = true;
    });
  },
  reducers: {
    credentialsVerified: (state, action: PayloadAction<CredentialAccount>) => {
      const account = action.payload;
      state.signedIn = true;
      state.accountId = account.id;
      state.permissions = account.role?.permissions ?? '0';
      state.sessionExpired = false;
    },
    accountDisabled: (state, action: PayloadAction<{ accountId: string }>) => {
      state.disabledAccountId = action.payload.accountId;
    },
    savedAccountsChanged: (state, action: PayloadAction<SavedAccountSummary[]>) => {
      state.savedAccounts = action.payload;
    },
    signInStatusChanged: (state, action: PayloadAction<SignInProgress>) => {
      state.signIn = action.payload;
    },
  },
});

export const { credentialsVerified, accountDisabled, savedAccountsChanged, signInStatusChanged } =
  authSlice.actions;
export const authReducer = authSlice.reducer;
