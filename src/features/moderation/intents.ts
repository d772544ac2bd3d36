import { createAction } from '@reduxjs/toolkit';
import type { SafetyListKind } from './safetyLists';

/** What the blocks, mutes and blocked domains pages ask (always loaded; their workers load with the first). */
export const safetyListIntents = {
  /** The first page, or with `expand` the next one. */
  fetchRequested: createAction<{ list: SafetyListKind; expand?: boolean }>('safetyLists/fetchRequested'),
  /** Unblock, unmute or unblock the domain; the row leaves the list once the server agreed. */
  undoRequested: createAction<{ list: SafetyListKind; item: string }>('safetyLists/undoRequested'),
};
