import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { modalOpened } from '../../modals';

const messages = defineMessages({
  clear: { id: 'notifications.clear', defaultMessage: 'Clear notifications' },
});

/** Deletes every notification on the server, after asking. */
export function ClearNotificationsButton() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="secondary"
      onClick={() =>
        dispatch(modalOpened({ modalType: 'CONFIRM_NOTIFICATIONS', modalProps: { action: 'clear' } }))
      }
    >
      {intl.formatMessage(messages.clear)}
    </Button>
  );
}
