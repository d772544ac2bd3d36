import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { clearNotificationsRequested } from '../slice';
import { ConfirmDialog } from './ConfirmDialog';

const messages = defineMessages({
  clear: { id: 'notifications.clear', defaultMessage: 'Clear notifications' },
  title: { id: 'notifications.clear_title', defaultMessage: 'Clear notifications?' },
  message: {
    id: 'notifications.clear_confirmation',
    defaultMessage: 'Are you sure you want to permanently clear all your notifications?',
  },
});

/** Deletes every notification on the server, after asking. */
export function ClearNotificationsButton() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {intl.formatMessage(messages.clear)}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(messages.title)}
          message={intl.formatMessage(messages.message)}
          confirm={intl.formatMessage(messages.clear)}
          onConfirm={() => dispatch(clearNotificationsRequested())}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
