import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { profileMessages as messages } from './messages';
import { relationshipsIntents } from '../../relationships/public';

const savedMessages = defineMessages({
  saved: { id: 'generic.saved', defaultMessage: 'Saved' },
});

/** How long "Saved" shows beside the label after a change went out. */
const SAVED_SHOWN_MS = 2_000;

/**
 * The user's own note on the account, seen by no one else. It reads as text under the bio ("Click to add
 * note" while empty) and only looks like a field while focused; it grows with its lines. Leaving it or
 * Enter saves a change (Shift+Enter starts a new line), Escape puts the saved note back.
 */
export function PrivateNote({ accountId, note }: { accountId: string; note: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // What is being typed; the saved note otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  // The same, for the blur that Enter and Escape cause within their own key press.
  const typed = useRef<string | null>(null);
  const [saved, setSaved] = useState(false);
  const value = draft ?? note;

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    if (element.scrollHeight > 0) element.style.height = `${element.scrollHeight}px`;
  }, [value]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const edit = (text: string | null) => {
    typed.current = text;
    setDraft(text);
  };

  const save = () => {
    const text = typed.current;
    if (text !== null && text !== note) {
      dispatch(relationshipsIntents.noteRequested({ accountId, comment: text }));
      setSaved(true);
    }
    edit(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      edit(null);
      event.currentTarget.blur();
    }
  };

  return (
    <div className="profile__note">
      <div className="profile__note-head">
        <label htmlFor={id} className="profile__note-label">
          {intl.formatMessage(messages.note)}
        </label>
        <span role="status" className="profile__note-saved">
          {saved ? intl.formatMessage(savedMessages.saved) : ''}
        </span>
      </div>
      <textarea
        ref={field}
        id={id}
        className="profile__note-input"
        value={value}
        rows={1}
        placeholder={intl.formatMessage(messages.notePlaceholder)}
        onChange={(event) => edit(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={save}
      />
    </div>
  );
}
