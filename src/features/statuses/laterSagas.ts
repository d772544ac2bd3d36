import { call, put, select } from 'typed-redux-saga/macro';
import * as endpoints from '../../api/endpoints/postExtras';
import { entitiesImported } from '../../domain/importer/actions';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts';
import type { pollRefreshRequested } from './polls';
import {
  quotesFetched,
  quotesFetchFailed,
  quotesFetchStarted,
  selectQuoteList,
  type quotesRequested,
} from './quotes';
import type { quoteRevokeRequested } from './slice';

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

export function* fetchQuotes({ payload }: ReturnType<typeof quotesRequested>) {
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

export { fetchHistory } from './history';
