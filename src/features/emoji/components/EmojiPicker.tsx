import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { SKIN_TONE_DEFAULT, SKIN_TONE_VARIANTS } from '../../../constants';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSyncedSettings, settingChanged } from '../../settings/public';
import { useEmojiData } from '../emojiStore';
import { countedUse, customPickable, pickerEmojis, searchEmojis, textOf, unicodePickable } from '../search';
import type { PickableEmoji } from '../types';
import { EmojiGlyph } from './EmojiGlyph';
import { moveInGrid } from './gridKeys';
import { shortcodeOf } from '../../../ui/textPieces';

const messages = defineMessages({
  dialog: { id: 'emoji_button.label', defaultMessage: 'Insert emoji' },
  search: { id: 'emoji_button.search', defaultMessage: 'Search...' },
  searchLabel: { id: 'emoji_button.search_label', defaultMessage: 'Search emoji' },
  results: { id: 'emoji_button.search_results', defaultMessage: 'Search results' },
  notFound: { id: 'emoji_button.not_found', defaultMessage: 'No matching emojis found' },
  loading: { id: 'emoji_button.loading', defaultMessage: 'Loading...' },
  recent: { id: 'emoji_button.recent', defaultMessage: 'Frequently used' },
  custom: { id: 'emoji_button.custom', defaultMessage: 'Custom' },
  people: { id: 'emoji_button.people', defaultMessage: 'People' },
  nature: { id: 'emoji_button.nature', defaultMessage: 'Nature' },
  food: { id: 'emoji_button.food', defaultMessage: 'Food & Drink' },
  travel: { id: 'emoji_button.travel', defaultMessage: 'Travel & Places' },
  activity: { id: 'emoji_button.activity', defaultMessage: 'Activity' },
  objects: { id: 'emoji_button.objects', defaultMessage: 'Objects' },
  symbols: { id: 'emoji_button.symbols', defaultMessage: 'Symbols' },
  flags: { id: 'emoji_button.flags', defaultMessage: 'Flags' },
  skinTone: { id: 'emoji_button.skins', defaultMessage: 'Skin tone' },
  tone1: { id: 'emoji_button.skins.1', defaultMessage: 'Default' },
  tone2: { id: 'emoji_button.skins.2', defaultMessage: 'Light' },
  tone3: { id: 'emoji_button.skins.3', defaultMessage: 'Medium-Light' },
  tone4: { id: 'emoji_button.skins.4', defaultMessage: 'Medium' },
  tone5: { id: 'emoji_button.skins.5', defaultMessage: 'Medium-Dark' },
  tone6: { id: 'emoji_button.skins.6', defaultMessage: 'Dark' },
});

/** Emojibase's groups as the picker names them (smileys and people share one category). */
const GROUP_MESSAGES: Record<number, MessageDescriptor> = {
  0: messages.people,
  1: messages.people,
  3: messages.nature,
  4: messages.food,
  5: messages.travel,
  6: messages.activity,
  7: messages.objects,
  8: messages.symbols,
  9: messages.flags,
};
const TONE_MESSAGES = [
  messages.tone1,
  messages.tone2,
  messages.tone3,
  messages.tone4,
  messages.tone5,
  messages.tone6,
];
const TONE_SWATCHES = ['👋', '👋🏻', '👋🏼', '👋🏽', '👋🏾', '👋🏿'];
/** How many of the most used emoji head the picker. */
const FREQUENT_SHOWN = 24;

interface Category {
  key: string;
  title: string;
  emojis: PickableEmoji[];
}

function useCategories(tone: number, counts: Record<string, number>): Category[] {
  const intl = useIntl();
  const { standard, custom } = useEmojiData();
  return useMemo(() => {
    const byKey = new Map<string, PickableEmoji>();
    const categories: Category[] = [];
    const customByCategory = new Map<string, PickableEmoji[]>();
    for (const emoji of custom) {
      const pickable = customPickable(emoji);
      byKey.set(pickable.key, pickable);
      const list = customByCategory.get(pickable.category) ?? [];
      list.push(pickable);
      customByCategory.set(pickable.category, list);
    }
    const customCategories = [...customByCategory.entries()].sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    );
    const groups = new Map<string, Category>();
    for (const emoji of pickerEmojis(standard)) {
      const pickable = unicodePickable(emoji, tone);
      byKey.set(pickable.key, pickable);
      const message = GROUP_MESSAGES[emoji.group ?? -1];
      if (!message) continue;
      const title = intl.formatMessage(message);
      const group = groups.get(title) ?? { key: `group-${emoji.group}`, title, emojis: [] };
      group.emojis.push(pickable);
      groups.set(title, group);
    }
    const frequent = Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .flatMap(([key]) => byKey.get(key) ?? [])
      .slice(0, FREQUENT_SHOWN);
    if (frequent.length)
      categories.push({ key: 'recent', title: intl.formatMessage(messages.recent), emojis: frequent });
    for (const [name, emojis] of customCategories)
      categories.push({ key: `custom-${name}`, title: name || intl.formatMessage(messages.custom), emojis });
    categories.push(...groups.values());
    return categories;
  }, [standard, custom, tone, counts, intl]);
}

const Grid = memo(function Grid({
  title,
  emojis,
  onPick,
  firstTabStop,
}: {
  title: string;
  emojis: PickableEmoji[];
  onPick: (emoji: PickableEmoji) => void;
  firstTabStop: boolean;
}) {
  const headingId = useId();
  return (
    <section className="emoji-picker__category" aria-labelledby={headingId}>
      <h3 id={headingId} className="emoji-picker__heading">
        {title}
      </h3>
      <div className="emoji-picker__grid">
        {emojis.map((emoji, index) => (
          <button
            key={emoji.key}
            type="button"
            className="emoji-picker__emoji"
            data-emoji=""
            // One tab stop for the grids; the arrow keys move inside them.
            tabIndex={firstTabStop && index === 0 ? 0 : -1}
            aria-label={emoji.kind === 'unicode' ? emoji.label : shortcodeOf(emoji.shortcode)}
            title={emoji.kind === 'unicode' ? emoji.label : shortcodeOf(emoji.shortcode)}
            onClick={() => onPick(emoji)}
          >
            <EmojiGlyph emoji={emoji} />
          </button>
        ))}
      </div>
    </section>
  );
});

export interface EmojiPickerProps {
  anchor: RefObject<HTMLButtonElement | null>;
  onPick: (emoji: PickableEmoji, text: string) => void;
  /** `returnFocus`: closed by Escape, so the focus goes back to the button. */
  onClose: (returnFocus: boolean) => void;
}

/** The emoji picker: search, skin tone, the most used emoji, the custom ones, then the standard groups. */
export function EmojiPicker({ anchor, onPick, onClose }: EmojiPickerProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const synced = useAppSelector(selectSyncedSettings);
  const tone =
    synced.skinTone >= 1 && synced.skinTone <= SKIN_TONE_VARIANTS + 1 ? synced.skinTone : SKIN_TONE_DEFAULT;
  const counts = synced.frequentlyUsedEmojis;
  const data = useEmojiData();
  const [query, setQuery] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const categories = useCategories(tone, counts);
  const results = useMemo(
    () => (query.trim() ? searchEmojis(query, data.standard, data.custom, { tone }) : null),
    [query, data.standard, data.custom, tone],
  );

  useEffect(() => {
    searchField.current?.focus();
  }, []);

  // A tap or click elsewhere closes it (the button toggles it itself).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!dialog.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchor, onClose]);

  const pick = (emoji: PickableEmoji) => {
    dispatch(settingChanged({ path: ['frequentlyUsedEmojis'], value: countedUse(counts, emoji.key) }));
    onPick(emoji, textOf(emoji));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      onClose(true);
      return;
    }
    const target = event.target as HTMLElement;
    if (target === searchField.current && event.key === 'ArrowDown') {
      event.preventDefault();
      dialog.current?.querySelector<HTMLElement>('[data-emoji]')?.focus();
      return;
    }
    if (target.hasAttribute('data-emoji') && dialog.current) {
      const buttons = Array.from(dialog.current.querySelectorAll<HTMLElement>('[data-emoji]'));
      const next = moveInGrid(buttons, target, event.key);
      if (next) {
        event.preventDefault();
        next.focus();
      }
    }
  };

  const shown: Category[] = results
    ? [{ key: 'results', title: intl.formatMessage(messages.results), emojis: results }]
    : categories;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys of the controls inside
    <div
      ref={dialog}
      className="emoji-picker"
      role="dialog"
      aria-label={intl.formatMessage(messages.dialog)}
      onKeyDown={onKeyDown}
    >
      <div className="emoji-picker__header">
        <input
          ref={searchField}
          type="search"
          className="emoji-picker__search"
          aria-label={intl.formatMessage(messages.searchLabel)}
          placeholder={intl.formatMessage(messages.search)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div
          className="emoji-picker__tones"
          role="radiogroup"
          aria-label={intl.formatMessage(messages.skinTone)}
        >
          {TONE_SWATCHES.map((swatch, index) => (
            <button
              key={swatch}
              type="button"
              role="radio"
              aria-checked={tone === index + 1}
              aria-label={intl.formatMessage(TONE_MESSAGES[index])}
              title={intl.formatMessage(TONE_MESSAGES[index])}
              className="emoji-picker__tone"
              onClick={() => dispatch(settingChanged({ path: ['skinTone'], value: index + 1 }))}
            >
              <span aria-hidden="true">{swatch}</span>
            </button>
          ))}
        </div>
      </div>
      <div className="emoji-picker__scroll">
        {!data.loaded && <p className="emoji-picker__empty">{intl.formatMessage(messages.loading)}</p>}
        {data.loaded && results?.length === 0 && (
          <p className="emoji-picker__empty" role="status">
            {intl.formatMessage(messages.notFound)}
          </p>
        )}
        {shown.map((category, index) =>
          category.emojis.length ? (
            <Grid
              key={category.key}
              title={category.title}
              emojis={category.emojis}
              onPick={pick}
              firstTabStop={index === 0}
            />
          ) : null,
        )}
      </div>
    </div>
  );
}
