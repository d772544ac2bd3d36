import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectNotificationRequests } from '../slice';
import { notificationRequestsIntents } from '../intents';

const messages = defineMessages({
  title: { id: 'filtered_notifications_banner.title', defaultMessage: 'Filtered notifications' },
});
const countMessages = defineMessages<{ pending: { count: number } }>({
  pending: {
    id: 'filtered_notifications_banner.pending_requests',
    defaultMessage: 'From {count, plural, =0 {no one} one {one person} other {# people}} you may know',
  },
});

function Banner() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectNotificationRequests).policy?.summary?.pending_requests_count ?? 0;
  useEffect(() => {
    dispatch(notificationRequestsIntents.policyFetchRequested());
  }, [dispatch]);
  if (count <= 0) return null;
  return (
    <Link href="/notifications/requests" className="filtered-notifications-banner">
      <span className="filtered-notifications-banner__title">{intl.formatMessage(messages.title)}</span>
      <span className="filtered-notifications-banner__text">
        {intl.formatMessage(countMessages.pending, { count })}
      </span>
      <span className="filtered-notifications-banner__badge">{count}</span>
    </Link>
  );
}

/** At the top of the notifications: a way to the requests the policy held back, when there are any. */
export function FilteredNotificationsLink() {
  return <Banner />;
}
