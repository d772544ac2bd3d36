import { createAction } from '@reduxjs/toolkit';
import type { SafetyListKind } from './safetyLists';

/** What the blocks, mutes and blocked domains pages ask (always loaded; their workers load with the first). */

/** The first page, or with `expand` the next one. */
export const safetyListFetchRequested = createAction<{ list: SafetyListKind; expand?: boolean }>(
  'safetyLists/fetchRequested',
);

/** Unblock, unmute or unblock the domain; the row leaves the list once the server agreed. */
export const safetyUndoRequested = createAction<{ list: SafetyListKind; item: string }>(
  'safetyLists/undoRequested',
);

export const safetyListIntents = [safetyListFetchRequested, safetyUndoRequested] as const;
