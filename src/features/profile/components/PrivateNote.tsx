import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { noteRequested } from '../../relationships';
import { profileMessages as messages } from './messages';

/** The user's own note on the account, seen by no one else: edited in place, saved when left. */
export function PrivateNote({ accountId, note }: { accountId: string; note: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  // What is being typed; the saved note otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? note;
  return (
    <div className="profile__note">
      <label htmlFor={id} className="profile__note-label">
        {intl.formatMessage(messages.note)}
      </label>
      <textarea
        id={id}
        className="profile__note-input"
        value={value}
        rows={1}
        placeholder={intl.formatMessage(messages.notePlaceholder)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (value !== note) dispatch(noteRequested({ accountId, comment: value }));
          setDraft(null);
        }}
      />
    </div>
  );
}
