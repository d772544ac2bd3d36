import { createAction } from '@reduxjs/toolkit';
import type { StatusListKey } from './slice';

/** What others may ask of the status lists (always loaded; the slice and the saga load with the first). */

/** `expand`: the next page, appended; otherwise the first page, which replaces the items. */
export const statusListFetchRequested = createAction<{ list: StatusListKey; expand?: boolean }>(
  'statusLists/fetchRequested',
);
