// Adding a quote to the post being written, and offering one for a pasted link: loaded with the first.
import { call, put, select } from 'typed-redux-saga/macro';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Status } from '../../../api/entities';
import { search } from '../../../api/endpoints/search';
import type { quoteRequested } from '../../../domain/events';
import { entitiesImported } from '../../../domain/importer/actions';
import { appServices } from '../../../store/services';
import type { IntentHandlers } from '../../../store/feature';
import type { quoteIntents } from '../intents';
import type { RootState } from '../../../store/types';
import { alertShown, alertText } from '../../alerts/public';
import { selectStatusView } from '../../statuses/public';
import { quoteStarted, type ComposeState } from '../slice';
import { quoteSuggested, type quoteUrlPasted } from './quoteReducer';

export const quoteErrors = defineMessages({
  edit: { id: 'quote_error.edit', defaultMessage: 'Quotes cannot be added when editing a post.' },
  media: { id: 'quote_error.upload', defaultMessage: 'Quoting is not allowed with media attachments.' },
  poll: { id: 'quote_error.poll', defaultMessage: 'Quoting is not allowed with polls.' },
  quote: { id: 'quote_error.quote', defaultMessage: 'Only one quote at a time is allowed.' },
  unauthorized: {
    id: 'quote_error.unauthorized',
    defaultMessage: 'You are not authorized to quote this post.',
  },
});

/** Why this post cannot be quoted in this compose box now, or null when it can. */
export function quoteRefusal(compose: ComposeState, status: Status | null): MessageDescriptor | null {
  if (compose.edited_status_id) return quoteErrors.edit;
  if (compose.media.length > 0) return quoteErrors.media;
  if (compose.poll) return quoteErrors.poll;
  if (compose.quoted_status_id) return quoteErrors.quote;
  const mine = status?.quote_approval?.current_user;
  if (mine !== 'automatic' && mine !== 'manual') return quoteErrors.unauthorized;
  return null;
}

export function* startQuote(action: ReturnType<typeof quoteRequested>) {
  const state = yield* select((s: RootState) => s);
  const status = selectStatusView(state, action.payload.statusId);
  const target = status?.reblog ?? status;
  const refusal = quoteRefusal(state.compose, target);
  if (refusal || !target) {
    yield* put(alertShown({ message: alertText(refusal ?? quoteErrors.unauthorized) }));
    return;
  }
  yield* put(quoteStarted({ statusId: target.id }));
}

const isLink = (text: string) => /^https?:\/\/\S+$/.test(text);

/** A post this client holds whose address (its page or its ActivityPub id) is the link. */
function knownPostId(state: RootState, url: string): string | null {
  for (const status of Object.values(state.statuses.entities)) {
    if (status && (status.url === url || status.uri === url)) return status.id;
  }
  return null;
}

/**
 * A pasted link to a post is offered as the quote: a post this client holds, or one the instance
 * resolves (signed in only). A link that is no post's is simply text.
 */
export function* suggestQuoteFor(action: ReturnType<typeof quoteUrlPasted>) {
  const url = action.payload.url.trim();
  const state = yield* select((s: RootState) => s);
  if (!isLink(url) || state.compose.quoted_status_id) return;
  let statusId = knownPostId(state, url);
  if (!statusId && state.auth.signedIn) {
    const { api } = yield* appServices();
    try {
      const results = yield* call(search, api, {
        q: url,
        type: 'statuses' as const,
        resolve: true,
        limit: 1,
      });
      const found = Array.isArray(results?.statuses) ? results.statuses[0] : undefined;
      if (found?.id) {
        yield* put(entitiesImported({ statuses: [found] }));
        statusId = found.id;
      }
    } catch {
      // A link the instance cannot resolve stays plain text; nothing to say about it.
    }
  }
  if (statusId) yield* put(quoteSuggested({ statusId, url }));
}

/** A post's Quote (or the offer's) and a pasted link, by intent (`quoteIntents`). */
export const handlers: IntentHandlers<typeof quoteIntents> = {
  quoteRequested: startQuote,
  urlPasted: suggestQuoteFor,
};
