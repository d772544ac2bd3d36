import { isAnyOf } from '@reduxjs/toolkit';
import { debounce } from 'typed-redux-saga/macro';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../constants';
import { mediaChanged, mediaRemoved, uploadSucceeded } from './media/mediaSlice';
import { pollAdded, pollOptionChanged, pollRemoved, pollSettingsChanged } from './poll/pollReducer';
import { quoteRemoved } from './quote/quoteReducer';
import { draftSaveDue } from './sagas';
import { draftOpened } from './drafts/draftsSlice';

/**
 * The compose box's parts, a lazy feature asked for by the box once drawn (`featureNeeded`): their
 * slices join the store as this loads, and their changes of the draft are saved (the core compose
 * changes are noticed by `sagas.ts`). What the parts ask is each a feature of its own (`intents.ts`).
 */
const partChanges = isAnyOf(
  uploadSucceeded,
  mediaChanged,
  mediaRemoved,
  pollAdded,
  pollRemoved,
  pollOptionChanged,
  pollSettingsChanged,
  quoteRemoved,
  draftOpened,
);

export const handlers = {};

export function* saga() {
  yield* debounce(DRAFT_SAVE_DEBOUNCE_MS, partChanges, draftSaveDue);
}
