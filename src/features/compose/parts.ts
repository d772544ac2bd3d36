import type { Reducer } from '@reduxjs/toolkit';
import { put } from 'typed-redux-saga/macro';
import { extendSlice, sliceExtension } from '../../store/lazyReducers';
import { draftRestored, draftRestoreReducer } from './draftRestoreSlice';
import { draftsReducer } from './drafts/draftsSlice';
import { languageReducer } from './language/languageReducer';
import { composeMediaReducer } from './media/mediaSlice';
import { outboxReducer } from './outbox/slice';
import { pollReducer } from './poll/pollReducer';
import { quoteReducer } from './quote/quoteReducer';
import type { ComposeState } from './slice';

const PARTS: readonly Reducer<ComposeState>[] = [
  composeMediaReducer,
  pollReducer,
  quoteReducer,
  languageReducer,
  draftRestoreReducer,
  outboxReducer,
  draftsReducer,
];

/**
 * The compose box's parts whose code loads after the first screen (media, the poll, the quote, the
 * languages, the restored draft, the outbox, the Drafts list): one extension of `state.compose`, installed before
 * any of their actions by what dispatches them (the box, its saga, the draft, the outbox).
 */
export const composeParts = sliceExtension('compose', (state, action) =>
  PARTS.reduce((next, part) => part(next, action), state),
);

/** The draft saved on this device, given to the box once the parts' reducers are installed. */
export function* restoreDraft(draft: unknown) {
  extendSlice(composeParts);
  yield* put(draftRestored(draft));
}
