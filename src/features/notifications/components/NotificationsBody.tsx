import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { TimelineItem } from '../../../db/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { FilteredNotificationsLink } from '../../notificationRequests';
import { selectSyncedSettings, settingChanged } from '../../settings/public';
import { TimelineRows, useVirtualRowsAfterFirstPaint } from '../../timelines';
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

/** Where the virtual list keeps its scroll position and row heights while the column is away. */
const LIST_KEY = 'notifications';

/**
 * The column's content: the quick filter bar and the notification groups, newest first. The groups
 * are rows of the timelines' list: drawn plainly at first, then windowed by the virtual list once its
 * chunk is loaded, so only the rows around the view are mounted and new rows are drawn a few a task.
 */
export function NotificationsBody({ scrollElement = null }: { scrollElement?: HTMLDivElement | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { groups, gaps, isLoading, loaded, failed, next } = useAppSelector(selectNotifications);
  const settings = useAppSelector(selectSyncedSettings).notifications;
  const active = settings.quickFilter?.active ?? 'all';
  // A row is its group's key; an unchanged group keeps its object, so its row does not render again.
  const keys = useMemo(() => groups.map((group) => group.group_key), [groups]);
  const byKey = useMemo(() => new Map(groups.map((group) => [group.group_key, group])), [groups]);
  const VirtualRows = useVirtualRowsAfterFirstPaint(keys.length > 0);

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
      <TimelineRows
        timelineId={LIST_KEY}
        items={keys}
        scrollElement={scrollElement}
        VirtualRows={VirtualRows}
        renderItem={(key: TimelineItem, index: number) => {
          const group = key === null ? undefined : byKey.get(key);
          return (
            <>
              {gapsAt(index)}
              {group && RENDERED_TYPES.has(group.type) && <NotificationGroupItem group={group} />}
            </>
          );
        }}
      />
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
