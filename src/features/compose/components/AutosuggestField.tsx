import { useEffect, useId, useState } from 'react';
import type { InputHTMLAttributes, KeyboardEvent, Ref, SyntheticEvent, TextareaHTMLAttributes } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SEARCH_SUGGESTION_DEBOUNCE_MS } from '../../../constants';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { DisplayName } from '../../statuses';
import { EmojiGlyph } from '../../emoji';
import { countedUse, textOf } from '../../emoji/public';
import { selectSyncedSettings, settingChanged } from '../../settings/public';
import { selectComposeSuggestions, type SuggestionItem } from '../autocomplete/slice';
import { composeSuggestionsRequested, composeTagPicked } from '../intents';
import { replaceToken, tokenAt, type Token } from '../autocomplete/token';
import { bareTag, hashtagLabel } from '../../../utils/hashtag';
import { shortcodeOf } from '../../../ui/textPieces';

const messages = defineMessages({
  suggestions: { id: 'search_popout.suggestions', defaultMessage: 'Suggestions' },
});

type Field = HTMLTextAreaElement | HTMLInputElement;

type NativeProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement> & InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'ref' | 'onKeyDown'
>;

export interface AutosuggestFieldProps extends NativeProps {
  /** A multi-line text box (the post) or a one-line field (the content warning). */
  as: 'textarea' | 'input';
  value: string;
  onValueChange: (value: string) => void;
  fieldRef?: Ref<Field>;
  onKeyDown?: (event: KeyboardEvent<Field>) => void;
}

/** A hashtag picked that matches what was typed (case aside) keeps the user's spelling. */
const sameTag = (typed: string, name: string) =>
  typed.localeCompare(name, undefined, { sensitivity: 'accent' }) === 0;

function useSuggestionItems(token: Token | null): SuggestionItem[] {
  const state = useAppSelector(selectComposeSuggestions);
  return token && state.token === token.text ? state.items : [];
}

function SuggestionLabel({ item }: { item: SuggestionItem }) {
  const account = useAppSelector((state) =>
    item.type === 'account' ? state.accounts.entities[item.id] : undefined,
  );
  if (item.type === 'hashtag') return <bdi>{hashtagLabel(item.name)}</bdi>;
  if (item.type === 'emoji')
    return (
      <>
        <EmojiGlyph emoji={item.emoji} /> {shortcodeOf(item.emoji.shortcode)}
      </>
    );
  if (!account) return null;
  // As Mastodon lists them: the avatar, the name with its custom emoji, then the handle.
  return (
    <>
      <Avatar account={account} size={24} />
      <DisplayName account={account} withAcct />
    </>
  );
}

/**
 * A text box that suggests accounts (`@`), hashtags (`#`) and emoji (`:`) while the user types: the
 * list appears below it, the arrow keys move in it, Enter or Tab picks and Escape closes it.
 */
export function AutosuggestField({
  as,
  value,
  onValueChange,
  fieldRef,
  onKeyDown,
  ...rest
}: AutosuggestFieldProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const listboxId = useId();
  const [token, setToken] = useState<Token | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const [focused, setFocused] = useState(false);
  const items = useSuggestionItems(token);
  const frequentlyUsed = useAppSelector(selectSyncedSettings).frequentlyUsedEmojis;
  const expanded = focused && !dismissed && items.length > 0;
  const activeIndex = active < items.length ? active : 0;
  const tokenText = token?.text;

  useEffect(() => {
    if (!tokenText) return undefined;
    const timer = setTimeout(
      () => dispatch(composeSuggestionsRequested({ token: tokenText, locale: intl.locale })),
      SEARCH_SUGGESTION_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [dispatch, intl.locale, tokenText]);

  const follow = (element: HTMLTextAreaElement | HTMLInputElement) => {
    const caret = element.selectionStart ?? element.value.length;
    const next = element.selectionEnd === caret ? tokenAt(element.value, caret) : null;
    if (next?.text !== token?.text || next?.start !== token?.start) {
      setToken(next);
      setActive(0);
      setDismissed(false);
    }
  };

  const pick = (item: SuggestionItem, element: HTMLTextAreaElement | HTMLInputElement) => {
    if (!token) return;
    let replacement: string;
    if (item.type === 'account') replacement = `@${item.acct}`;
    else if (item.type === 'hashtag') {
      dispatch(composeTagPicked({ name: item.name }));
      const name = bareTag(item.name);
      replacement = `#${sameTag(token.text.slice(1), name) ? token.text.slice(1) : name}`;
    } else {
      dispatch(
        settingChanged({ path: ['frequentlyUsedEmojis'], value: countedUse(frequentlyUsed, item.emoji.key) }),
      );
      replacement = textOf(item.emoji);
    }
    const next = replaceToken(value, token, `${replacement} `);
    onValueChange(next.text);
    setToken(null);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  const handleKeyDown = (event: KeyboardEvent<Field>) => {
    if (expanded) {
      const last = items.length - 1;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (event.key === 'ArrowDown') setActive(activeIndex >= last ? 0 : activeIndex + 1);
        else setActive(activeIndex <= 0 ? last : activeIndex - 1);
        return;
      }
      if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
        event.preventDefault();
        pick(items[activeIndex], event.currentTarget);
        return;
      }
      if (event.key === 'Escape') {
        // The first Escape closes the suggestions; the next one is the page's.
        event.preventDefault();
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        setDismissed(true);
        return;
      }
    }
    onKeyDown?.(event);
  };

  const fieldProps = {
    // What is typed reads in its own direction (an English post in the Arabic interface too).
    dir: 'auto' as const,
    ...rest,
    value,
    'aria-autocomplete': 'list' as const,
    'aria-controls': listboxId,
    'aria-activedescendant': expanded ? `${listboxId}-${activeIndex}` : undefined,
    onChange: (event: SyntheticEvent<Field>) => {
      onValueChange(event.currentTarget.value);
      follow(event.currentTarget);
    },
    onSelect: (event: SyntheticEvent<Field>) => follow(event.currentTarget),
    onKeyDown: handleKeyDown,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };

  return (
    <div className="autosuggest">
      {as === 'textarea' ? (
        <textarea ref={fieldRef as Ref<HTMLTextAreaElement>} {...fieldProps} />
      ) : (
        <input ref={fieldRef as Ref<HTMLInputElement>} type="text" {...fieldProps} />
      )}
      <ul
        id={listboxId}
        role="listbox"
        className="autosuggest__list"
        aria-label={intl.formatMessage(messages.suggestions)}
        hidden={!expanded}
      >
        {items.map((item, index) => (
          <li
            key={item.type === 'account' ? item.id : item.type === 'hashtag' ? item.name : item.emoji.key}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={
              index === activeIndex ? 'autosuggest__item autosuggest__item--active' : 'autosuggest__item'
            }
            // Chosen on mousedown: the field's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              const field = event.currentTarget
                .closest('.autosuggest')
                ?.querySelector<HTMLTextAreaElement | HTMLInputElement>('textarea, input');
              if (field) pick(item, field);
            }}
          >
            <SuggestionLabel item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
