import { createAction } from '@reduxjs/toolkit';
import type { StatusListKey } from './slice';

/** What others may ask of the status lists (always loaded; the slice and the workers load with the first). */
export const statusListsIntents = {
  /** `expand`: the next page, appended; otherwise the first page, which replaces the items. */
  fetchRequested: createAction<{ list: StatusListKey; expand?: boolean }>('statusLists/fetchRequested'),
};
