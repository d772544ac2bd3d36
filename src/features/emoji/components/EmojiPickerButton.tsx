import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { PopoverLoading } from '../../../ui/PopoverLoading';
import { Icon } from '../../../ui/Icon';
import { emojiIntents } from '../intents';
import '../slice';
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

  useEffect(() => {
    if (open) dispatch(emojiIntents.dataRequested({ locale: intl.locale }));
  }, [dispatch, intl.locale, open]);

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
        <Icon id="emoji" />
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
