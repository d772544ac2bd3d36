import { call, put, select } from 'typed-redux-saga/macro';
import { defineMessages } from 'react-intl';
import type { Poll } from '../../api/entities';
import { isApiError } from '../../api/errors';
import * as endpoints from '../../api/endpoints/postExtras';
import * as statusEndpoints from '../../api/endpoints/statuses';
import { deleteSucceeded } from '../../domain/events';
import { entitiesImported } from '../../domain/importer/actions';
import { appServices } from '../../store/services';
import type { IntentHandlers } from '../../store/feature';
import type { RootState } from '../../store/types';
import { alertShown, alertText, reportError } from '../alerts/public';
import { pollVoteFailed, type pollRefreshRequested, type pollVoteRequested } from './polls';
import { quotesFetched, quotesFetchFailed, quotesFetchStarted, selectQuoteList } from './quotes';
import type { statusesIntents } from './intents';
import * as actions from './slice';
import type { quoteRevokeRequested } from './slice';

const messages = defineMessages({
  deleted: { id: 'status.deleted', defaultMessage: 'Post deleted' },
});

export function* refreshPoll(action: ReturnType<typeof pollRefreshRequested>) {
  const { api } = yield* appServices();
  try {
    const poll = yield* call(endpoints.fetchPoll, api, action.payload.pollId);
    yield* put(entitiesImported({ polls: [poll] }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

export function* revokeQuote(action: ReturnType<typeof quoteRevokeRequested>) {
  const { api } = yield* appServices();
  try {
    const quoting = yield* call(
      endpoints.revokeQuote,
      api,
      action.payload.quotedId,
      action.payload.quotingId,
    );
    yield* put(entitiesImported({ statuses: [quoting] }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

export function* fetchQuotes({ payload }: ReturnType<typeof statusesIntents.quotesRequested>) {
  const { api } = yield* appServices();
  const { statusId, more = false } = payload;
  const list = yield* select((s: RootState) => selectQuoteList(s, statusId));
  if (list?.isLoading || (more && !list?.next)) return;
  yield* put(quotesFetchStarted({ statusId }));
  try {
    const page = yield* call(endpoints.fetchQuotes, api, statusId, more ? list?.next : null);
    yield* put(entitiesImported({ statuses: page.statuses }));
    const ids = page.statuses.map((status) => status.id);
    yield* put(quotesFetched({ statusId, ids, next: page.next, more }));
  } catch (error) {
    yield* put(quotesFetchFailed({ statusId }));
    yield* call(reportError, error);
  }
}

import { fetchHistory } from './history';

export { fetchHistory };

export function* fetchStatus(action: ReturnType<typeof actions.fetchRequested>) {
  const { api } = yield* appServices();
  try {
    const status = yield* call(statusEndpoints.fetchStatus, api, action.payload.statusId);
    yield* put(entitiesImported({ statuses: [status] }));
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    yield* put(actions.fetchFailed({ statusId: action.payload.statusId, status }));
    yield* call(reportError, error, { kind: 'statusFetch' });
  }
}

export function* deleteStatus(action: ReturnType<typeof actions.deleteRequested>) {
  const { api } = yield* appServices();
  const { statusId } = action.payload;
  try {
    yield* call(statusEndpoints.deleteStatus, api, statusId);
    const reblogIds = yield* select((s: RootState) =>
      Object.values(s.statuses.entities).flatMap((status) =>
        status?.reblog === statusId ? [status.id] : [],
      ),
    );
    yield* put(deleteSucceeded({ statusId, reblogIds }));
    yield* put(alertShown({ message: alertText(messages.deleted) }));
  } catch (error) {
    yield* put(actions.deleteFailed({ statusId }));
    yield* call(reportError, error);
  }
}

/**
 * The poll as the server answers a vote: its counts, and the user's choice. An answer that predates the
 * vote (snac's: not voted, no own votes) gets the user's choice added, counts included, so the results
 * show what was chosen rather than nothing.
 */
export function pollAfterVote(poll: Poll, choices: number[]): Poll {
  if (poll.voted === true && (poll.own_votes?.length ?? 0) > 0) return poll;
  const options = poll.options.map((option, index) =>
    choices.includes(index) ? { ...option, votes_count: (option.votes_count ?? 0) + 1 } : option,
  );
  return {
    ...poll,
    options,
    votes_count: (poll.votes_count ?? 0) + choices.length,
    ...(typeof poll.voters_count === 'number' ? { voters_count: poll.voters_count + 1 } : {}),
    voted: true,
    own_votes: [...choices],
  };
}

export function* votePoll(action: ReturnType<typeof pollVoteRequested>) {
  const { api } = yield* appServices();
  const { pollId, choices } = action.payload;
  try {
    const poll = yield* call(statusEndpoints.votePoll, api, pollId, choices);
    yield* put(entitiesImported({ polls: [pollAfterVote(poll, choices)] }));
  } catch (error) {
    yield* put(pollVoteFailed(action.payload));
    yield* call(reportError, error);
  }
}

export const handlers: IntentHandlers<typeof statusesIntents> = {
  historyRequested: fetchHistory,
  quotesRequested: fetchQuotes,
  fetchRequested: fetchStatus,
  deleteRequested: deleteStatus,
  pollVoteRequested: votePoll,
  pollRefreshRequested: refreshPoll,
  quoteRevokeRequested: revokeQuote,
};
