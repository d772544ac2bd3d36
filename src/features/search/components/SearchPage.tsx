import { useEffect, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { inlineStep } from '../../../ui/direction';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { StatusContainer } from '../../statuses';
import { accountPath, hashtagPath } from '../../statuses/public';
import {
  addRecentSearch,
  loadRecentSearches,
  removeRecentSearch,
  type RecentSearch,
} from '../recentSearches';
import { searchIntents } from '../intents';
import { SEARCH_TYPES, searchOpened, selectSearch, type SearchType } from '../slice';
import { AccountResult } from './AccountResult';
import { SearchField, type Suggestion } from './SearchField';
import { TagPeople } from './TagPeople';
import { hashtagLabel } from '../../../utils/hashtag';

import { Icon } from '../../../ui/Icon';

const messages = defineMessages({
  title: { id: 'column.search', defaultMessage: 'Search' },
  accounts: { id: 'search_results.accounts', defaultMessage: 'Profiles' },
  hashtags: { id: 'search_results.hashtags', defaultMessage: 'Hashtags' },
  statuses: { id: 'search_results.statuses', defaultMessage: 'Posts' },
  noResults: { id: 'search_results.no_results', defaultMessage: 'No results.' },
  failed: { id: 'search_results.failed', defaultMessage: 'Search failed. Try again later.' },
  recent: { id: 'search_popout.recent', defaultMessage: 'Recent searches' },
  hint: {
    id: 'search.hint',
    defaultMessage: 'Find profiles, hashtags and posts, or paste the address of one from another server.',
  },
});

const withValues = defineMessages<{ tabs: { q: string }; remove: { q: string } }>({
  tabs: { id: 'search_results.title', defaultMessage: 'Search for {q}' },
  remove: { id: 'search.quick_action.remove', defaultMessage: 'Remove {q}' },
});

const recentPath = (entry: RecentSearch) =>
  entry.type === 'account' ? accountPath(entry.q) : entry.type === 'hashtag' ? hashtagPath(entry.q) : null;

const recentLabel = (entry: RecentSearch) =>
  entry.type === 'account' ? `@${entry.q}` : entry.type === 'hashtag' ? `#${entry.q}` : entry.q;

/** /search: the search field, the recent searches, and the results by kind. */
export function SearchPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const search = useAppSelector(selectSearch);
  const [value, setValue] = useState(() => search.submitted);
  const accountKey = useAppSelector((state) => state.auth.accountKey);
  const [recent, setRecent] = useState(() => loadRecentSearches(localStorage, accountKey));
  const [tab, setTab] = useState<SearchType>('accounts');

  useEffect(() => {
    if (!search.openPath) return;
    dispatch(searchOpened({ path: null }));
    navigate(search.openPath);
  }, [dispatch, navigate, search.openPath]);

  const submit = (q: string) => {
    setValue(q);
    setRecent(addRecentSearch(localStorage, accountKey, { type: 'text', q }));
    dispatch(searchIntents.submitted({ q }));
  };
  const pick = (suggestion: Suggestion) => {
    setRecent(addRecentSearch(localStorage, accountKey, suggestion.recent));
    navigate(suggestion.path);
  };
  const runRecent = (entry: RecentSearch) => {
    const path = recentPath(entry);
    setRecent(addRecentSearch(localStorage, accountKey, entry));
    if (path) navigate(path);
    else submit(entry.q);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The arrows follow the tabs as drawn: swapped under right to left.
    const step = inlineStep(event.key, event.currentTarget);
    if (!step) return;
    event.preventDefault();
    const next = SEARCH_TYPES[(SEARCH_TYPES.indexOf(tab) + step + SEARCH_TYPES.length) % SEARCH_TYPES.length];
    setTab(next);
    document.getElementById(`search-tab-${next}`)?.focus();
  };

  const showResults = !!search.submitted && value.trim() !== '';
  const results = search[tab];

  return (
    <Column title={intl.formatMessage(messages.title)}>
      <SearchField value={value} onChange={setValue} onSubmit={submit} onPick={pick} />
      {!value.trim() && recent.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.hint)}</p>
      )}
      {!value.trim() && recent.length > 0 && (
        <section className="search__recent" aria-label={intl.formatMessage(messages.recent)}>
          <h2 className="search__heading">{intl.formatMessage(messages.recent)}</h2>
          <ul>
            {recent.map((entry) => (
              <li key={`${entry.type}:${entry.q}`} className="search__recent-item">
                <Button variant="plain" onClick={() => runRecent(entry)}>
                  {recentLabel(entry)}
                </Button>
                <Button
                  variant="plain"
                  aria-label={intl.formatMessage(withValues.remove, { q: recentLabel(entry) })}
                  onClick={() => setRecent(removeRecentSearch(localStorage, accountKey, entry))}
                >
                  <Icon id="close" size={16} />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {showResults && search.failed && (
        <p role="alert" className="timeline__empty">
          {intl.formatMessage(messages.failed)}
        </p>
      )}
      {showResults && search.isLoading && <LoadingIndicator />}
      {showResults && search.loaded && (
        <>
          <div
            role="tablist"
            className="search__tabs"
            aria-label={intl.formatMessage(withValues.tabs, { q: search.submitted })}
          >
            {SEARCH_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                role="tab"
                id={`search-tab-${type}`}
                aria-selected={type === tab}
                aria-controls="search-panel"
                tabIndex={type === tab ? 0 : -1}
                className="search__tab"
                onClick={() => setTab(type)}
                onKeyDown={onTabKey}
              >
                {intl.formatMessage(messages[type])}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id="search-panel"
            aria-labelledby={`search-tab-${tab}`}
            className="search__panel"
          >
            {results.ids.length === 0 && (
              <p className="timeline__empty">{intl.formatMessage(messages.noResults)}</p>
            )}
            {tab === 'accounts' && results.ids.map((id) => <AccountResult key={id} id={id} />)}
            {tab === 'hashtags' && (
              <ul className="search__hashtags">
                {results.ids.map((name) => (
                  <li key={name}>
                    <Link
                      href={hashtagPath(name)}
                      className="search__tag"
                      onClick={() =>
                        setRecent(addRecentSearch(localStorage, accountKey, { type: 'hashtag', q: name }))
                      }
                    >
                      <bdi className="search__tag-name">{hashtagLabel(name)}</bdi>
                      <TagPeople tag={search.tags[name]} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {tab === 'statuses' &&
              results.ids.map((id) => (
                // Results the user searched for: a hide filter only warns.
                <StatusContainer key={id} id={id} filterContext="public" warnInsteadOfHide />
              ))}
            {results?.hasMore && (
              <LoadMore
                disabled={results.isLoading}
                onClick={() => dispatch(searchIntents.expanded({ type: tab }))}
              />
            )}
          </div>
        </>
      )}
    </Column>
  );
}
