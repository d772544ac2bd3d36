import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Icon } from '../../../ui/Icon';
import { selectNotificationRequests } from '../slice';
import { notificationRequestsIntents } from '../intents';

const messages = defineMessages({
  title: { id: 'navigation_bar.follow_requests', defaultMessage: 'Follow requests' },
});

function Entry({ locked }: { locked: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { ids, loaded } = useAppSelector(selectNotificationRequests).followRequests;
  useEffect(() => {
    if (locked && !loaded) dispatch(notificationRequestsIntents.followRequestsFetchRequested());
  }, [dispatch, locked, loaded]);
  if (!locked && ids.length === 0) return null;
  return (
    <Link href="/follow_requests" className={(active: boolean) => (active ? 'active' : '')}>
      <Icon id="person-add" className="navigation-panel__icon" />
      {intl.formatMessage(messages.title)}
      {ids.length > 0 && <span className="count-badge navigation-panel__badge">{ids.length}</span>}
    </Link>
  );
}

/** "Follow requests" in the navigation, as Mastodon: for a locked account, or while some wait. */
export function FollowRequestsNavLink({ locked }: { locked: boolean }) {
  return <Entry locked={locked} />;
}
