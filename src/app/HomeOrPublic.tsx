import { selectHomeMarker } from '../features/markers/selectors';
import { lazy } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { HOME_TIMELINE } from '../domain/timelineKey';
import { useAppSelector } from '../store';
import { selectSignedIn } from '../features/auth/selectors';
import { selectSyncedSettings } from '../features/settings/selectors';
import { TimelineColumn } from '../features/timelines/components/TimelineColumn';
import { OutboxOnHome } from '../features/compose/components/outbox/OnHome';
import { useAnnouncementsOnHome } from '../features/announcements';

const messages = defineMessages({
  home: { id: 'column.home', defaultMessage: 'Home' },
});

// A visitor's view (the local timeline, or signing in elsewhere on a bare static host) loads on its own,
// under the layout's Suspense.
const VisitorHome = lazy(() => import(/* webpackChunkName: "visitor" */ './VisitorHome'));

/** Home's column: its posts waiting to be sent above them, the announcements behind a header button. */
export function HomeColumn({
  title,
  hideReblogs,
  hideReplies,
}: {
  title: string;
  hideReblogs: boolean;
  hideReplies: boolean;
}) {
  const announcements = useAnnouncementsOnHome();
  return (
    <TimelineColumn
      timelineId={HOME_TIMELINE}
      title={title}
      icon="home"
      hideReblogs={hideReblogs}
      hideReplies={hideReplies}
      readMarkerSelector={selectHomeMarker}
      actions={announcements.action}
      top={
        <>
          <OutboxOnHome />
          {announcements.panel}
        </>
      }
    />
  );
}

/** Home for a signed-in user (with the synced "show boosts/replies"), the local timeline for a visitor. */
export function HomeOrPublic() {
  const intl = useIntl();
  const signedIn = useAppSelector(selectSignedIn);
  const shows = useAppSelector(selectSyncedSettings).home.shows;
  return signedIn ? (
    <HomeColumn
      title={intl.formatMessage(messages.home)}
      hideReblogs={!shows.reblog}
      hideReplies={!shows.reply}
    />
  ) : (
    <VisitorHome />
  );
}
