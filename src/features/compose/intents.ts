import { createAction } from '@reduxjs/toolkit';
import type { OutboxItem } from './slice';

/**
 * What the compose box's parts ask of its workers (always loaded, tiny): the first of them loads the
 * box's saga (`boxSaga.ts`, through `store/lazyFeatures.ts`), which then handles each.
 */
export const uploadRequested = createAction<{ files: File[] }>('compose/uploadRequested');
export const mediaDescriptionSaveRequested = createAction<{
  id: string;
  description: string;
  focus: { x: number; y: number } | null;
}>('compose/mediaDescriptionSaveRequested');
export const mediaThumbnailRequested = createAction<{ id: string; file: File }>(
  'compose/mediaThumbnailRequested',
);
export const composeSuggestionsRequested = createAction<{ token: string; locale: string }>(
  'compose/suggestionsRequested',
);
export const composeTagPicked = createAction<{ name: string }>('compose/suggestionTagPicked');
export const quoteUrlPasted = createAction<{ url: string }>('compose/quote/urlPasted');

/** The Drafts list: read the account's drafts (offline too), open one into this box, delete one. */
export const draftsRequested = createAction('compose/drafts/requested');
export const draftOpenRequested = createAction<{ session: string }>('compose/drafts/openRequested');
export const draftDeleteRequested = createAction<{ session: string }>('compose/drafts/deleteRequested');

/** A post waits in the outbox (its code loads at start-up only when one waits, else with the first). */
export const outboxQueued = createAction<OutboxItem>('compose/outboxQueued');

/** What the language picker asks: the instance's list of languages (asked once per post). */
export const composeLanguagesIntents = {
  /** The picker opened. */
  languagesRequested: createAction('compose/languages/requested'),
};

export const composeBoxIntents = [
  uploadRequested,
  mediaDescriptionSaveRequested,
  mediaThumbnailRequested,
  composeSuggestionsRequested,
  composeTagPicked,
  quoteUrlPasted,
  draftsRequested,
  draftOpenRequested,
  draftDeleteRequested,
] as const;
