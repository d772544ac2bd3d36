import type { RootState } from '../../store/types';
import { call, put, select } from 'typed-redux-saga/macro';
import type { Account, Suggestion } from '../../api/entities';
import {
  dismissSuggestion,
  fetchDirectory,
  fetchSuggestions,
  fetchTrendingTags,
} from '../../api/endpoints/explore';
import { DIRECTORY_PAGE_SIZE, SUGGESTIONS_PAGE_SIZE } from '../../constants';
import { entitiesImported } from '../../domain/importer/actions';
import type { IntentHandlers } from '../../store/feature';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { capabilityLearned } from '../capabilities/public';
import { isApiError } from '../../api/errors';
import { exploreIntents } from './intents';
import {
  directoryFailed,
  directoryFetched,
  selectExplore,
  suggestionDismissed,
  suggestionDismissFailed,
  suggestionsFetched,
  trendingTagsFetched,
} from './slice';

const accountsOf = (entries: unknown[], pick: (entry: never) => unknown): Account[] =>
  entries.flatMap((entry) => {
    const account = pick(entry as never) as Account | undefined;
    return account && typeof account.id === 'string' ? [account] : [];
  });

export function* loadTrendingTags() {
  const { api } = yield* appServices();
  try {
    const response = yield* call(fetchTrendingTags, api);
    yield* put(trendingTagsFetched(response.data));
  } catch (error) {
    // The trends fetches are silent: the view says nothing is trending, or that the server has none.
    if (isApiError(error) && error.kind === 'http' && error.status === 404)
      yield* put(capabilityLearned({ feature: 'trends', supported: false }));
    yield* call(reportError, error, { kind: 'trends' });
    yield* put(trendingTagsFetched([]));
  }
}

export function* loadSuggestions() {
  const { api } = yield* appServices();
  try {
    const response = yield* call(fetchSuggestions, api, SUGGESTIONS_PAGE_SIZE);
    const entries = (Array.isArray(response.data) ? response.data : []) as Partial<Suggestion>[];
    const accounts = accountsOf(entries, (entry: Partial<Suggestion>) => entry?.account);
    yield* put(entitiesImported({ accounts }));
    const items = entries.flatMap((entry) =>
      entry?.account && typeof entry.account.id === 'string'
        ? [
            {
              accountId: entry.account.id,
              sources: Array.isArray(entry.sources) ? entry.sources.map(String) : [],
            },
          ]
        : [],
    );
    yield* put(suggestionsFetched(items));
  } catch (error) {
    // Suggestions are an aside wherever they show: a failure leaves them out quietly.
    yield* call(reportError, error, { kind: 'trends' });
    yield* put(suggestionsFetched([]));
  }
}

export function* dismiss(accountId: string) {
  const { api } = yield* appServices();
  try {
    yield* call(dismissSuggestion, api, accountId);
    yield* put(suggestionDismissed({ accountId }));
  } catch (error) {
    yield* put(suggestionDismissFailed({ accountId }));
    yield* call(reportError, error);
  }
}

export function* loadDirectory() {
  const { api } = yield* appServices();
  const { order, local, items } = yield* select((state: RootState) => selectExplore(state).directory);
  try {
    const response = yield* call(fetchDirectory, api, {
      order,
      local,
      limit: DIRECTORY_PAGE_SIZE,
      offset: items.length,
    });
    const accounts = accountsOf(Array.isArray(response.data) ? response.data : [], (a: Account) => a);
    yield* put(entitiesImported({ accounts }));
    yield* put(
      directoryFetched({
        order,
        local,
        ids: accounts.map((account) => account.id),
        hasMore: accounts.length >= DIRECTORY_PAGE_SIZE,
      }),
    );
  } catch (error) {
    yield* put(directoryFailed());
    yield* call(reportError, error);
  }
}

export const handlers: IntentHandlers<typeof exploreIntents> = {
  tagsRequested: loadTrendingTags,
  suggestionsRequested: loadSuggestions,
  *suggestionDismissRequested({ payload }) {
    yield* call(dismiss, payload.accountId);
  },
  directoryRequested: loadDirectory,
};
