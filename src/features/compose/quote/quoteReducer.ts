import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { randomId } from '../../../utils/uuid';
import { extendComposeReducer, makeInitialCompose, quoteStarted, type ComposeState } from '../slice';

/** The user took the quote out of the post. */
export const quoteRemoved = createAction('compose/quote/removed', () => ({
  payload: { idempotencyKey: randomId() },
}));
/** A link was pasted into a box without a quote: if it is a post's, the box offers to quote it. */
export const quoteUrlPasted = createAction<{ url: string }>('compose/quote/urlPasted');
/** The pasted link is this post's (null: the offer is withdrawn). */
export const quoteSuggested = createAction<{ statusId: string; url: string } | null>(
  'compose/quote/suggested',
);

function quoteReducer(state: ComposeState = makeInitialCompose(), action: UnknownAction): ComposeState {
  if (quoteRemoved.match(action))
    return { ...state, quoted_status_id: null, idempotencyKey: action.payload.idempotencyKey };
  if (quoteSuggested.match(action)) return { ...state, quote_suggestion: action.payload };
  if (quoteStarted.match(action) && state.quote_suggestion) {
    const { statusId, url } = state.quote_suggestion;
    // Accepting the offer turns the pasted link into the quote: the link leaves the text.
    const text =
      statusId === action.payload.statusId
        ? state.text
            .replace(url, '')
            .replace(/[ \t]{2,}/g, ' ')
            .trim()
        : state.text;
    return { ...state, text, quote_suggestion: null };
  }
  return state;
}

extendComposeReducer(quoteReducer);
