import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { ModalComponentProps } from '../../modals/public';
import { notificationRequestsIntents } from '../intents';

const messages = defineMessages({
  clearTitle: { id: 'notifications.clear_title', defaultMessage: 'Clear notifications?' },
  clearMessage: {
    id: 'notifications.clear_confirmation',
    defaultMessage: 'Are you sure you want to permanently clear all your notifications?',
  },
  clearConfirm: { id: 'notifications.clear', defaultMessage: 'Clear notifications' },
  acceptTitle: {
    id: 'notification_requests.confirm_accept_multiple.title',
    defaultMessage: 'Accept notification requests?',
  },
  dismissTitle: {
    id: 'notification_requests.confirm_dismiss_multiple.title',
    defaultMessage: 'Dismiss notification requests?',
  },
});

const countMessages = defineMessages<Record<string, { count: number }>>({
  acceptMessage: {
    id: 'notification_requests.confirm_accept_multiple.message',
    defaultMessage:
      'You are about to accept {count, plural, one {one notification request} other {# notification requests}}. Are you sure you want to proceed?',
  },
  dismissMessage: {
    id: 'notification_requests.confirm_dismiss_multiple.message',
    defaultMessage:
      "You are about to dismiss {count, plural, one {one notification request} other {# notification requests}}. You won't be able to easily access {count, plural, one {it} other {them}} again. Are you sure you want to proceed?",
  },
  acceptConfirm: {
    id: 'notification_requests.confirm_accept_multiple.button',
    defaultMessage: '{count, plural, one {Accept request} other {Accept requests}}',
  },
  dismissConfirm: {
    id: 'notification_requests.confirm_dismiss_multiple.button',
    defaultMessage: '{count, plural, one {Dismiss request} other {Dismiss requests}}',
  },
});

/**
 * CONFIRM_NOTIFICATIONS: clearing every notification (`action: 'clear'`), or accepting or dismissing
 * the selected requests (`action: 'accept' | 'dismiss'`, `ids`), asks first.
 */
export function ConfirmNotificationsModal({ action, ids, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const selection = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  const count = selection.length;
  const accept = action === 'accept';
  const text =
    action === 'clear'
      ? {
          title: intl.formatMessage(messages.clearTitle),
          message: intl.formatMessage(messages.clearMessage),
          confirm: intl.formatMessage(messages.clearConfirm),
        }
      : {
          title: intl.formatMessage(accept ? messages.acceptTitle : messages.dismissTitle),
          message: intl.formatMessage(accept ? countMessages.acceptMessage : countMessages.dismissMessage, {
            count,
          }),
          confirm: intl.formatMessage(accept ? countMessages.acceptConfirm : countMessages.dismissConfirm, {
            count,
          }),
        };
  const confirm = () => {
    dispatch(
      action === 'clear'
        ? notificationRequestsIntents.clearNotificationsRequested()
        : notificationRequestsIntents.requestsSettleRequested({ ids: selection, accept, bulk: true }),
    );
  };
  return (
    <ConfirmDialog
      titleId={titleId}
      title={text.title}
      message={text.message}
      confirmLabel={text.confirm}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
