import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Account, Tag } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import { DisplayName } from '../../statuses';
import { accountPath, hashtagPath } from '../../statuses/public';
import { searchIntents } from '../intents';
import { selectSearch } from '../slice';
import { TagPeople } from './TagPeople';
import { hashtagLabel } from '../../../utils/hashtag';

const messages = defineMessages({
  placeholder: { id: 'search.placeholder', defaultMessage: 'Search' },
  label: { id: 'search.search_or_paste', defaultMessage: 'Search or paste URL' },
  suggestions: { id: 'search_popout.suggestions', defaultMessage: 'Suggestions' },
});

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

export interface Suggestion {
  key: string;
  label: string;
  /** The place it opens, and what the recent searches keep of it. */
  path: string;
  recent: { type: 'account' | 'hashtag'; q: string };
  /** What it is drawn from: the account (avatar, name with its custom emoji) or the hashtag (its use). */
  account?: Account;
  tag?: Tag;
}

function useSuggestions(value: string): Suggestion[] {
  const suggestions = useAppSelector((state) => selectSearch(state).suggestions);
  // The whole table, not a list made per call: a selector answering a new array would redraw on every action.
  const accountTable = useAppSelector((state) => state.accounts.entities);
  const accounts = (suggestions?.accountIds ?? []).map((id) => accountTable[id]);
  if (!suggestions || suggestions.q !== value.trim()) return [];
  return [
    ...accounts.flatMap((account) =>
      account
        ? [
            {
              key: `account-${account.id}`,
              label: `${account.display_name || account.username} @${account.acct}`,
              path: accountPath(account.acct),
              recent: { type: 'account' as const, q: account.acct },
              account,
            },
          ]
        : [],
    ),
    ...suggestions.hashtags.map((tag) => ({
      key: `hashtag-${tag.name}`,
      label: hashtagLabel(tag.name),
      path: hashtagPath(tag.name),
      recent: { type: 'hashtag' as const, q: tag.name },
      tag,
    })),
  ];
}

/** A suggestion as Mastodon draws it: an account with its avatar and names, a hashtag with its use. */
function SuggestionContent({ suggestion }: { suggestion: Suggestion }) {
  if (suggestion.account) {
    return (
      <span className="search__suggestion-account">
        <Avatar account={suggestion.account} size={28} />
        <DisplayName account={suggestion.account} withAcct />
      </span>
    );
  }
  if (suggestion.tag) {
    return (
      <span className="search__suggestion-tag">
        <bdi className="search__tag-name">{suggestion.label}</bdi>
        <TagPeople tag={suggestion.tag} />
      </span>
    );
  }
  return <>{suggestion.label}</>;
}

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (q: string) => void;
  onPick: (suggestion: Suggestion) => void;
}

/** The search box: an ARIA combobox whose listbox suggests accounts and hashtags while the user types. */
export function SearchField({ value, onChange, onSubmit, onPick }: SearchFieldProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(value);
  const expanded = open && suggestions.length > 0;
  // New suggestions may be fewer than the index the arrows had reached.
  const activeIndex = active < suggestions.length ? active : -1;

  // Opening Search is for typing: the field has the focus from the start, so no key is lost.
  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const q = value.trim();
    if (!q) return undefined;
    const timer = setTimeout(() => dispatch(searchIntents.suggestionsRequested({ q })), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, value]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const last = suggestions.length - 1;
      if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
      else setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      setOpen(false);
      const picked = expanded && activeIndex >= 0 ? suggestions[activeIndex] : undefined;
      if (picked) onPick(picked);
      else if (value.trim()) onSubmit(value.trim());
    } else if (event.key === 'Escape') {
      // The first Escape closes the suggestions; the next one leaves the field (the shortcuts blur it).
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return (
    <div className="search">
      <Icon id="search" className="search__icon" />
      <input
        ref={inputRef}
        id="search-field"
        className="search__input"
        type="search"
        role="combobox"
        aria-label={intl.formatMessage(messages.label)}
        placeholder={intl.formatMessage(messages.placeholder)}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul
        id={listboxId}
        role="listbox"
        className="search__suggestions"
        aria-label={intl.formatMessage(messages.suggestions)}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={
              index === activeIndex ? 'search__suggestion search__suggestion--active' : 'search__suggestion'
            }
            // Chosen on mousedown: the field's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(suggestion);
            }}
          >
            <SuggestionContent suggestion={suggestion} />
          </li>
        ))}
      </ul>
    </div>
  );
}
