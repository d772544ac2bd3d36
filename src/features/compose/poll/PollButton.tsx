import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { pollAdded, pollRemoved } from './pollReducer';

const messages = defineMessages({
  add: { id: 'poll_button.add_poll', defaultMessage: 'Add a poll' },
  remove: { id: 'poll_button.remove_poll', defaultMessage: 'Remove poll' },
});

/** Adds or removes the poll; a poll cannot go with media or a quote, so it is off while either is there. */
export function PollButton({ onAdded }: { onAdded?: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const active = useAppSelector((state) => state.compose.poll !== null);
  const blocked = useAppSelector(
    (state) => state.compose.media.length > 0 || state.compose.quoted_status_id !== null,
  );
  const label = intl.formatMessage(active ? messages.remove : messages.add);
  return (
    <button
      type="button"
      className="compose-form__icon-button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={blocked && !active}
      onClick={() => {
        if (active) dispatch(pollRemoved());
        else {
          dispatch(pollAdded());
          onAdded?.();
        }
      }}
    >
      <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M4 20h4V10H4v10zm6 0h4V4h-4v16zm6 0h4v-7h-4v7z" />
      </svg>
    </button>
  );
}
