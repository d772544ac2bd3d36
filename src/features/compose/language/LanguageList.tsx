import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSyncedSettings } from '../../settings/public';
import { composeLanguagesIntents } from '../intents';
import { BUILT_IN_LANGUAGES, byName, languageChoice, matchesLanguage, orderedLanguages } from './languages';

const messages = defineMessages({
  search: { id: 'compose.language.search', defaultMessage: 'Search languages...' },
  languages: { id: 'compose.language.list', defaultMessage: 'Languages' },
  none: { id: 'compose.language.none', defaultMessage: 'No language found' },
});

interface LanguageListProps {
  id: string;
  value: string;
  onChoose: (code: string) => void;
  /** `refocus`: the focus goes back to the button (Escape), not where the user clicked. */
  onClose: (refocus: boolean) => void;
  anchor: RefObject<HTMLElement | null>;
}

/**
 * The languages a post can be in: a search box over a list (the most used first, then the instance's or
 * the built-in list by name), each named in the app's language (or as the server names it) and in itself. Arrows move, Enter chooses, Escape closes.
 */
export function LanguageList({ id, value, onChoose, onClose, anchor }: LanguageListProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const instanceCodes = useAppSelector((state) => state.compose.instance_languages);
  const frequency = useAppSelector((state) => selectSyncedSettings(state).frequentlyUsedLanguages);
  const [query, setQuery] = useState('');
  const optionPrefix = useId();
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    dispatch(composeLanguagesIntents.languagesRequested());
  }, [dispatch]);

  const choices = useMemo(() => {
    const fromServer = instanceCodes && instanceCodes.length > 0;
    // The built-in list goes by name in the app's language; the server's keeps its order.
    const codes = fromServer
      ? instanceCodes
      : byName(
          BUILT_IN_LANGUAGES.map((code) => languageChoice(code, intl.locale)),
          intl.locale,
        ).map((choice) => choice.code);
    return orderedLanguages(codes, frequency ?? {}, value).map((code) => languageChoice(code, intl.locale));
  }, [instanceCodes, frequency, value, intl.locale]);
  const shown = useMemo(() => choices.filter((choice) => matchesLanguage(choice, query)), [choices, query]);
  // The active option is kept by its code, so it stays put when the instance's list replaces the built-in one.
  const [activeCode, setActiveCode] = useState<string | null>(value);
  const current = Math.max(
    0,
    shown.findIndex((choice) => choice.code === activeCode),
  );
  const setActive = (index: number) => setActiveCode(shown[index]?.code ?? null);
  const optionId = (index: number) => `${optionPrefix}-${index}`;

  // A click anywhere else closes the list, leaving the focus where it went.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchor, onClose]);

  useEffect(() => {
    list.current?.querySelector(`[id="${optionId(current)}"]`)?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on the prefix.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, last),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (shown[current]) onChoose(shown[current].code);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    }
  };

  return (
    <div ref={root} className="compose-language">
      <input
        type="search"
        className="compose-language__search"
        role="combobox"
        aria-label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.search)}
        aria-expanded
        aria-controls={id}
        aria-autocomplete="list"
        aria-activedescendant={shown.length > 0 ? optionId(current) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveCode(null);
        }}
        onKeyDown={onKeyDown}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the list opened for typing in it
        autoFocus
      />
      <ul
        ref={list}
        id={id}
        role="listbox"
        className="compose-language__list"
        aria-label={intl.formatMessage(messages.languages)}
      >
        {shown.map((choice, index) => (
          // The search box keeps the focus; a click chooses as Enter does.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={choice.code}
            id={optionId(index)}
            role="option"
            aria-selected={choice.code === value}
            lang={choice.code}
            className={
              index === current
                ? 'compose-language__option compose-language__option--active'
                : 'compose-language__option'
            }
            onClick={() => onChoose(choice.code)}
          >
            <span className="compose-language__native" lang={intl.locale}>
              {choice.name}
            </span>
            {choice.native !== choice.name && (
              <span className="compose-language__english">{choice.native}</span>
            )}
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="compose-language__none">{intl.formatMessage(messages.none)}</p>}
    </div>
  );
}
