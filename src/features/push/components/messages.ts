import { defineMessages } from 'react-intl';
import type { PushProblem } from '../slice';

export const pushMessages = defineMessages({
  section: { id: 'notifications.column_settings.push', defaultMessage: 'Push notifications' },
  enable: { id: 'push_notifications.enable', defaultMessage: 'Enable push notifications' },
  disable: { id: 'push_notifications.disable', defaultMessage: 'Disable push notifications' },
  enabled: { id: 'push_notifications.enabled', defaultMessage: 'Push notifications are on in this browser.' },
  unsupported: {
    id: 'push_notifications.unsupported',
    defaultMessage: 'Push notifications are not available in this browser.',
  },
  no_key: {
    id: 'push_notifications.no_key',
    defaultMessage: 'This server does not offer push notifications.',
  },
  denied: {
    id: 'notifications.permission_denied',
    defaultMessage:
      'Desktop notifications are unavailable due to previously denied browser permissions request',
  },
  failed: { id: 'push_notifications.failed', defaultMessage: 'Push notifications could not be enabled.' },
  alerts: { id: 'push_notifications.alerts', defaultMessage: 'Send a push notification for' },
  follow: { id: 'notifications.column_settings.follow', defaultMessage: 'New followers' },
  follow_request: {
    id: 'notifications.column_settings.follow_request',
    defaultMessage: 'New follow requests',
  },
  favourite: { id: 'notifications.column_settings.favourite', defaultMessage: 'Favorites' },
  reblog: { id: 'notifications.column_settings.reblog', defaultMessage: 'Boosts' },
  mention: { id: 'notifications.column_settings.mention', defaultMessage: 'Mentions' },
  poll: { id: 'notifications.column_settings.poll', defaultMessage: 'Poll results' },
  status: { id: 'notifications.column_settings.status', defaultMessage: 'New posts' },
  update: { id: 'notifications.column_settings.update', defaultMessage: 'Edits' },
  quote: { id: 'notifications.column_settings.quote', defaultMessage: 'Quotes' },
  policy: { id: 'push_notifications.policy', defaultMessage: 'Receive push notifications from' },
  policyAll: { id: 'push_notifications.policy.all', defaultMessage: 'Everyone' },
  policyFollowed: { id: 'push_notifications.policy.followed', defaultMessage: 'People you follow' },
  policyFollower: { id: 'push_notifications.policy.follower', defaultMessage: 'Your followers' },
  policyNone: { id: 'push_notifications.policy.none', defaultMessage: 'No one' },
});

export const problemMessage = (problem: PushProblem) => pushMessages[problem];
