import { call, put, select } from 'typed-redux-saga/macro';
import type { Account, Tag } from '../../../api/entities';
import { searchAccounts } from '../../../api/endpoints/accounts';
import { search } from '../../../api/endpoints/search';
import {
  ACCOUNT_SUGGESTIONS_LIMIT,
  EMOJI_COMPOSER_SUGGESTIONS_LIMIT,
  HASHTAG_SUGGESTIONS_LIMIT,
} from '../../../constants';
import { entitiesImported } from '../../../domain/importer/actions';
import { appServices } from '../../../store/services';
import { emojiData, ensureEmojiData, searchEmojis } from '../../emoji/public';
import { selectSyncedSettings } from '../../settings/public';
import type { IntentHandlers } from '../../../store/feature';
import type { typingAidIntents } from '../intents';
import { composeSuggestionsReady, type SuggestionItem } from './slice';
import { rememberTags } from './publishedTags';
import { historyMatches, loadTagHistory } from './tagHistory';

/** The suggestions asked for last: answers to earlier tokens, arriving late, are dropped. */
let latest = 0;

function* accountItems(q: string) {
  const { api } = yield* appServices();
  const accounts = yield* call(() =>
    searchAccounts(api, { q, limit: ACCOUNT_SUGGESTIONS_LIMIT, resolve: false }).catch((): Account[] => []),
  );
  const valid = (Array.isArray(accounts) ? accounts : []).filter(
    (account) => typeof account?.id === 'string' && typeof account.acct === 'string',
  );
  yield* put(entitiesImported({ accounts: valid }));
  return valid.map((account): SuggestionItem => ({ type: 'account', id: account.id, acct: account.acct }));
}

/** The tags used before come first, then the server's, each name once, four at most. */
function* hashtagItems(q: string) {
  const { api, account, localStorage } = yield* appServices();
  const answer = yield* call(() =>
    search(api, { q, type: 'hashtags', resolve: false, limit: HASHTAG_SUGGESTIONS_LIMIT }).catch(() => null),
  );
  const server = (Array.isArray(answer?.hashtags) ? answer.hashtags : [])
    .filter((tag: Tag) => typeof tag?.name === 'string')
    .map((tag) => tag.name);
  const history = account ? historyMatches(loadTagHistory(localStorage, account.key), q) : [];
  const names = [...history, ...server].filter(
    (name, index, all) => all.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index,
  );
  return names.slice(0, HASHTAG_SUGGESTIONS_LIMIT).map((name): SuggestionItem => ({ type: 'hashtag', name }));
}

function* emojiItems(q: string, locale: string) {
  const { api } = yield* appServices();
  yield* call(ensureEmojiData, api, locale);
  const { standard, custom } = emojiData();
  const tone = (yield* select(selectSyncedSettings)).skinTone;
  return searchEmojis(q, standard, custom, { limit: EMOJI_COMPOSER_SUGGESTIONS_LIMIT, tone }).map(
    (emoji): SuggestionItem => ({ type: 'emoji', emoji }),
  );
}

function* suggest({ token, locale }: { token: string; locale: string }) {
  const asked = ++latest;
  const q = token.slice(1);
  let items: SuggestionItem[] = [];
  if (token.startsWith('@')) items = yield* call(accountItems, q);
  else if (token.startsWith('#')) items = yield* call(hashtagItems, q);
  else if (token.startsWith(':')) items = yield* call(emojiItems, q, locale);
  if (asked !== latest) return;
  yield* put(composeSuggestionsReady({ token, items }));
}

/** The typing aids by intent (`typingAidIntents`): suggestions, and a picked hashtag kept in the history. */
export const handlers: IntentHandlers<typeof typingAidIntents> = {
  suggestionsRequested: (action) => suggest(action.payload),
  tagPicked: (action) => rememberTags([action.payload.name]),
};
