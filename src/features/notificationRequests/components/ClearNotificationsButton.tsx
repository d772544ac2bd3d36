import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { modalOpened } from '../../modals';

const messages = defineMessages({
  clear: { id: 'notifications.clear', defaultMessage: 'Clear notifications' },
});

/**
 * Deletes every notification on the server, after asking. An icon in the column's header (named by its
 * hidden text and its tooltip), so the header keeps the one row every column's header has.
 */
export function ClearNotificationsButton() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const label = intl.formatMessage(messages.clear);
  return (
    <button
      type="button"
      className="column-header__button"
      title={label}
      onClick={() =>
        dispatch(modalOpened({ modalType: 'CONFIRM_NOTIFICATIONS', modalProps: { action: 'clear' } }))
      }
    >
      {/* "Clear all": three staggered lines. */}
      <svg
        width={18}
        height={18}
        viewBox="0 -960 960 960"
        aria-hidden="true"
        focusable="false"
        fill="currentColor"
      >
        <path d="M120-280v-80h560v80H120Zm80-160v-80h560v80H200Zm80-160v-80h560v80H280Z" />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}
