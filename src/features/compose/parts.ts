import type { Reducer } from '@reduxjs/toolkit';
import { sliceExtension } from '../../store/lazyReducers';
import { draftRestoreReducer } from './draftRestoreSlice';
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
];

/**
 * The compose box's parts whose code loads after the first screen (media, the poll, the quote, the
 * languages, the restored draft, the outbox): one extension of `state.compose`, installed by whatever
 * loads code that dispatches their actions (the box, its saga, the compose saga's workers), before any.
 */
export const composeParts = sliceExtension('compose', (state, action) =>
  PARTS.reduce((next, part) => part(next, action), state),
);
