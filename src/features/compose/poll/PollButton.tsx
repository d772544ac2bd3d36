import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Icon } from '../../../ui/Icon';
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
      <Icon id="poll" />
    </button>
  );
}
