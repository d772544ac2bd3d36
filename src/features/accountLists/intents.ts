import { createAction } from '@reduxjs/toolkit';
import type { AccountListKey } from './slice';

/** What others may ask of the account lists (always loaded; the slice and the workers load with the first). */
export const accountListsIntents = {
  fetchRequested: createAction<{ list: AccountListKey; expand?: boolean }>('accountLists/fetchRequested'),
};
