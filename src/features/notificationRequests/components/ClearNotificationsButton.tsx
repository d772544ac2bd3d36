import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { Icon } from '../../../ui/Icon';
import { modalOpened } from '../../modals/public';

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
      <Icon id="clear-all" size={18} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
