import { createAction } from '@reduxjs/toolkit';
import { editRequested, mentionRequested, quoteRequested, replyRequested } from '../../domain/events';
import type { OutboxItem } from './slice';
import { submitRequested } from './slice';

/**
 * What the compose box and its parts ask of their workers (always loaded, tiny). Each object is one
 * feature of the registry (`store/lazyFeatures.ts`): the first of its intents loads its code.
 */

/** Sending the post, and a reply started from a post: the box's workers. */
export const composeIntents = { submitRequested, replyRequested };

/** Edit and mention from a post's menu (the menu's chunk). */
export const composeFromPostIntents = { editRequested, mentionRequested };

/** Quoting: a post's Quote action, and a post's link pasted into the box offered as the quote. */
export const quoteIntents = {
  quoteRequested,
  urlPasted: createAction<{ url: string }>('compose/quote/urlPasted'),
};

/** The box's attachments: files to upload, a description and focus saved, a thumbnail changed. */
export const composeMediaIntents = {
  uploadRequested: createAction<{ files: File[] }>('compose/uploadRequested'),
  descriptionSaveRequested: createAction<{
    id: string;
    description: string;
    focus: { x: number; y: number } | null;
  }>('compose/mediaDescriptionSaveRequested'),
  thumbnailRequested: createAction<{ id: string; file: File }>('compose/mediaThumbnailRequested'),
};

/** Suggestions while typing (accounts, hashtags, emoji) and a picked hashtag kept in the history. */
export const typingAidIntents = {
  suggestionsRequested: createAction<{ token: string; locale: string }>('compose/suggestionsRequested'),
  tagPicked: createAction<{ name: string }>('compose/suggestionTagPicked'),
};

/** The Drafts list: read the account's drafts (offline too), open one into this box, delete one. */
export const draftsIntents = {
  requested: createAction('compose/drafts/requested'),
  openRequested: createAction<{ session: string }>('compose/drafts/openRequested'),
  deleteRequested: createAction<{ session: string }>('compose/drafts/deleteRequested'),
};

/** This box's draft kept on the device: saved after a pause in its changes, restored at start-up. */
export const draftKeepingIntents = {
  saveDue: createAction('compose/draft/saveDue'),
  /** The draft as IndexedDB gave it (checked by the reducer that applies it). */
  restoreRequested: createAction<unknown>('compose/draft/restoreRequested'),
};

/**
 * The outbox: a post queued to be sent when the server can be reached (its code loads at start-up only
 * when one waits, else with the first), and a waiting post taken back to edit or cancelled.
 */
export const outboxIntents = {
  queued: createAction<OutboxItem>('compose/outboxQueued'),
  editRequested: createAction<{ key: string }>('compose/outboxEditRequested'),
  cancelRequested: createAction<{ key: string }>('compose/outboxCancelRequested'),
};

/** What the language picker asks: the instance's list of languages (asked once per post). */
export const composeLanguagesIntents = {
  /** The picker opened. */
  languagesRequested: createAction('compose/languages/requested'),
};

// The names the box's parts dispatch.
export const uploadRequested = composeMediaIntents.uploadRequested;
export const mediaDescriptionSaveRequested = composeMediaIntents.descriptionSaveRequested;
export const mediaThumbnailRequested = composeMediaIntents.thumbnailRequested;
export const composeSuggestionsRequested = typingAidIntents.suggestionsRequested;
export const composeTagPicked = typingAidIntents.tagPicked;
export const quoteUrlPasted = quoteIntents.urlPasted;
export const draftsRequested = draftsIntents.requested;
export const draftOpenRequested = draftsIntents.openRequested;
export const draftDeleteRequested = draftsIntents.deleteRequested;
export const outboxQueued = outboxIntents.queued;
