import { Fragment } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useLazyReducer } from '../../../store/lazyReducers';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { FilteredNotificationsLink } from '../../notificationRequests';
import { selectSyncedSettings, settingChanged } from '../../settings';
import { NOTIFICATION_ROWS_KEY, notificationRowsReducer } from '../rows';
import { notificationsExpandRequested, selectNotifications } from '../slice';
import { gapIndex } from '../../../domain/notificationGaps';
import { notificationsGapLoadRequested } from '../liveSlice';
import { FilterBar } from './FilterBar';
import { NotificationGroupItem, RENDERED_TYPES } from './NotificationGroupItem';

const messages = defineMessages({
  empty: { id: 'notifications.empty', defaultMessage: 'You don’t have any notifications yet.' },
  unavailable: {
    id: 'notifications.unavailable',
    defaultMessage: 'No notifications are saved on this device. They load when the connection is back.',
  },
});

/** The column's content: the quick filter bar and the notification groups, newest first. */
export function NotificationsBody() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const ready = useLazyReducer(NOTIFICATION_ROWS_KEY, notificationRowsReducer);
  const { groups, gaps, isLoading, loaded, failed, next } = useAppSelector(selectNotifications);
  const settings = useAppSelector(selectSyncedSettings).notifications;
  const active = settings.quickFilter?.active ?? 'all';

  // Notifications missed between the groups drawn around each gap load where it sits.
  const gapsAt = (index: number) =>
    gaps
      ?.filter((gap) => gapIndex(groups, gap) === index)
      .map((gap) => (
        <LoadMore
          key={`gap-${gap.sinceId}-${gap.maxId}`}
          disabled={gap.loading}
          onClick={() => dispatch(notificationsGapLoadRequested(gap))}
        />
      ));

  if (!ready) return null;
  return (
    <>
      <FilteredNotificationsLink />
      {settings.quickFilter?.show !== false && (
        <FilterBar
          active={active}
          onChange={(filter) =>
            dispatch(settingChanged({ path: ['notifications', 'quickFilter', 'active'], value: filter }))
          }
        />
      )}
      {groups.map((group, index) => (
        <Fragment key={group.group_key}>
          {gapsAt(index)}
          {RENDERED_TYPES.has(group.type) && <NotificationGroupItem group={group} />}
        </Fragment>
      ))}
      {gapsAt(groups.length)}
      {isLoading && <LoadingIndicator />}
      {loaded && !isLoading && groups.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      )}
      {failed && !loaded && !isLoading && groups.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.unavailable)}</p>
      )}
      {next && !isLoading && (
        <LoadMore onClick={() => dispatch(notificationsExpandRequested({ older: true }))} />
      )}
    </>
  );
}
