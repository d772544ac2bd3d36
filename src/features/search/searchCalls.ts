import { SEARCH_FIRST_PAGE_SIZE, SEARCH_EXPAND_PAGE_SIZE } from '../../constants';
import { all, call, put, select } from 'typed-redux-saga/macro';
import type { Account, Status, Tag } from '../../api/entities';
import { search, type SearchResults } from '../../api/endpoints/search';
import { entitiesImported } from '../../domain/importer/actions';
import type { IntentHandlers } from '../../store/feature';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { accountPath, statusPath } from '../statuses/public';
import type { searchIntents } from './intents';
import { directTarget, type DirectTarget } from './parseQuery';
import {
  searchExpandFailed,
  searchExpandStarted,
  searchFailed,
  searchFetched,
  searchOpened,
  searchPageExpanded,
  searchStarted,
  selectSearch,
  suggestionsFetched,
  type SearchPage,
} from './slice';

/** Accounts and hashtags suggested while typing, each this many. */
export const SUGGESTION_LIMIT = 4;

// Only a signed-in user may have the server look up what it does not know yet.
const signedIn = (state: RootState) => state.auth.signedIn;

const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
const withId = <T extends { id?: unknown }>(items: T[]) =>
  items.filter((item): item is T & { id: string } => typeof item?.id === 'string');
const named = (tags: Tag[]) => tags.filter((tag) => typeof tag?.name === 'string');

function* imported(results: SearchResults) {
  const accounts = withId(list(results.accounts));
  const statuses = withId(list(results.statuses));
  yield* put(entitiesImported({ accounts, statuses }));
  return {
    accounts: accounts.map((account) => account.id),
    statuses: statuses.map((status) => status.id),
    hashtags: named(list(results.hashtags)),
  } satisfies SearchPage;
}

const sameUser = (account: Account | undefined, acct: string) =>
  !!account?.username && account.username.toLowerCase() === acct.split('@')[0].toLowerCase();

/** Where a direct search leads, when the one result is what it named. */
export function openPathFor(target: DirectTarget, results: SearchResults): string | null {
  const accounts = list(results.accounts);
  const statuses = list(results.statuses);
  if (target.kind === 'account' && accounts.length === 1 && statuses.length === 0)
    return sameUser(accounts[0], target.acct) ? accountPath(accounts[0].acct) : null;
  if (target.kind === 'status' && statuses.length === 1 && accounts.length === 0) {
    const status: Status = statuses[0];
    return status.account?.acct ? statusPath(status.account.acct, status.id) : null;
  }
  return null;
}

function* submit(q: string) {
  const { api } = yield* appServices();
  const resolve = yield* select(signedIn);
  yield* put(searchStarted({ q }));
  try {
    const results = yield* call(search, api, { q, resolve, limit: SEARCH_FIRST_PAGE_SIZE });
    const page = yield* call(imported, results ?? {});
    yield* put(searchFetched({ q, page }));
    const target = directTarget(q);
    if (target) yield* put(searchOpened({ path: openPathFor(target, results ?? {}) }));
  } catch {
    yield* put(searchFailed({ q }));
  }
}

function* expand(type: 'accounts' | 'hashtags' | 'statuses') {
  const { api } = yield* appServices();
  const state = yield* select(selectSearch);
  if (!state?.submitted) return;
  const q = state.submitted;
  const resolve = yield* select(signedIn);
  yield* put(searchExpandStarted({ type }));
  try {
    const results = yield* call(search, api, {
      q,
      type,
      resolve,
      limit: SEARCH_EXPAND_PAGE_SIZE,
      offset: state[type].ids.length,
    });
    const page = yield* call(imported, results ?? {});
    yield* put(searchPageExpanded({ q, type, page }));
  } catch {
    yield* put(searchExpandFailed({ type }));
  }
}

/** The suggestions asked for last: answers to earlier ones, arriving late, are dropped. */
let latestSuggestion = 0;

function* suggest(q: string) {
  const asked = ++latestSuggestion;
  const { api } = yield* appServices();
  const resolve = yield* select(signedIn);
  const ask = (type: 'accounts' | 'hashtags') =>
    call(() => search(api, { q, type, resolve, limit: SUGGESTION_LIMIT }).catch((): SearchResults => ({})));
  const [accounts, hashtags] = yield* all([ask('accounts'), ask('hashtags')]);
  if (asked !== latestSuggestion) return;
  const page = yield* call(imported, { accounts: accounts?.accounts });
  yield* put(suggestionsFetched({ q, accountIds: page.accounts, hashtags: named(list(hashtags?.hashtags)) }));
}

/** The search view's intents: answers to an older query are dropped where they land (the slice and the calls know the latest). */
export const handlers: IntentHandlers<typeof searchIntents> = {
  *submitted({ payload }) {
    yield* call(submit, payload.q);
  },
  *expanded({ payload }) {
    yield* call(expand, payload.type);
  },
  *suggestionsRequested({ payload }) {
    yield* call(suggest, payload.q);
  },
};
