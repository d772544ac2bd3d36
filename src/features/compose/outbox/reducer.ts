// The outbox's part of the compose state: the posts waiting to be sent, and the compose box given
// back a post that waited. Registered when the outbox's code loads, before any of its actions.
import { createAction, type Reducer } from '@reduxjs/toolkit';
import type { ComposeDraft } from '../../../domain/composeDraft';
import type { OutboxEntry } from '../../../db/types';
import { randomId } from '../../../utils/uuid';
import { applyDraft } from '../draft';
import { extendComposeReducer, type ComposeState, type OutboxItem } from '../slice';

/** Named as a string by the start-up watcher in `sagas.ts`, which loads the outbox on the first. */
export const OUTBOX_QUEUED = 'compose/outboxQueued';

export const outboxQueued = createAction<OutboxItem>(OUTBOX_QUEUED);
/** The outbox as IndexedDB holds it now. */
export const outboxChanged = createAction<OutboxItem[]>('compose/outboxChanged');
/** A post taken out of the outbox (edited, or refused by the server) is in the compose box again. */
export const outboxDraftRestored = createAction<ComposeDraft>('compose/outboxDraftRestored');
export const outboxEditRequested = createAction<{ key: string }>('compose/outboxEditRequested');
export const outboxCancelRequested = createAction<{ key: string }>('compose/outboxCancelRequested');

export const itemOf = (entry: OutboxEntry): OutboxItem => ({
  key: entry.key,
  text: entry.params.status ?? '',
  spoilerText: entry.params.spoiler_text ?? '',
  createdAt: entry.createdAt,
  state: entry.state,
  ...(entry.lastError ? { lastError: entry.lastError } : {}),
});

export const outboxReducer: Reducer<ComposeState> = (state, action) => {
  const compose = state as ComposeState;
  if (outboxQueued.match(action)) {
    const others = (compose.outbox ?? []).filter((item) => item.key !== action.payload.key);
    return { ...compose, outbox: [...others, action.payload] };
  }
  if (outboxChanged.match(action)) return { ...compose, outbox: action.payload };
  if (outboxDraftRestored.match(action)) {
    const next: ComposeState = { ...compose, idempotencyKey: randomId(), is_submitting: false };
    applyDraft(next, action.payload);
    return next;
  }
  return compose;
};

extendComposeReducer(outboxReducer);
