import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { useLazyReducer } from '../../../store/lazyReducers';
import { PopoverLoading } from '../../../ui/PopoverLoading';
import { EMOJI_KEY, emojiDataRequested, emojiReducer } from '../slice';
import type { PickableEmoji } from '../types';

// The picker's code loads the first time it is opened.
const EmojiPicker = lazy(() =>
  import(/* webpackChunkName: "emoji-picker" */ './EmojiPicker').then((m) => ({ default: m.EmojiPicker })),
);

const messages = defineMessages({
  emoji: { id: 'emoji_button.label', defaultMessage: 'Insert emoji' },
});

export interface EmojiPickerButtonProps {
  /** Called with the text to insert (the character, or `:shortcode:`). */
  onPick: (text: string, emoji: PickableEmoji) => void;
  /** The button's name where it does not insert into a text ("Add reaction"). */
  label?: string;
}

/** The compose toolbar's emoji button and the picker it opens under it. */
export function EmojiPickerButton({ onPick, label }: EmojiPickerButtonProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const ready = useLazyReducer(EMOJI_KEY, emojiReducer);

  useEffect(() => {
    if (open && ready) dispatch(emojiDataRequested({ locale: intl.locale }));
  }, [dispatch, intl.locale, open, ready]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  return (
    <span className="emoji-picker-anchor">
      <button
        ref={button}
        type="button"
        className="compose-form__icon-button"
        aria-label={label ?? intl.formatMessage(messages.emoji)}
        title={label ?? intl.formatMessage(messages.emoji)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm3.5-9c.83 0 1.5-.67 1.5-1.5S16.33 8 15.5 8 14 8.67 14 9.5s.67 1.5 1.5 1.5zm-7 0c.83 0 1.5-.67 1.5-1.5S9.33 8 8.5 8 7 8.67 7 9.5 7.67 11 8.5 11zm3.5 6.5c2.33 0 4.31-1.46 5.11-3.5H6.89c.8 2.04 2.78 3.5 5.11 3.5z"
          />
        </svg>
      </button>
      {open && (
        <Suspense fallback={<PopoverLoading anchor={button} />}>
          <EmojiPicker
            anchor={button}
            onPick={(emoji, text) => {
              close(false);
              onPick(text, emoji);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </span>
  );
}
